import { loginInput } from '@barberia/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { useLogin } from '../api/login';
import { ErrorDelServidor } from './aviso-de-formulario';
import { CampoCorreo } from './campo-correo';
import type { EstadoEnlaceRechazado } from './restablecer-form';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useFormulario({ email: '', password: '' });
  // A reset link that failed its check lands here (spec 001 §8): say why, and offer a new one.
  const enlaceRechazado = (useLocation().state as Partial<EstadoEnlaceRechazado> | null)?.enlaceRechazado;

  const alEnviar = form.enviar(loginInput, (datos) =>
    login.mutate(datos, { onSuccess: () => navigate('/barbero', { replace: true }) }),
  );

  return (
    <form className="form panel cuenta__form" onSubmit={alEnviar} noValidate>
      {enlaceRechazado && (
        <div className="aviso-peligro" role="alert">
          <p>{enlaceRechazado}</p>
          <p>
            <Link to="/olvidar-contraseña">Pedir un enlace nuevo</Link>
          </p>
        </div>
      )}
      <CampoCorreo {...form.campo('email')} />
      <Campo
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        {...form.campo('password')}
      />
      <ErrorDelServidor mutacion={login} porDefecto={MENSAJES_BACK_OFFICE.REALIZAR_ACCION} />
      <Button type="submit" className="btn--block" loading={login.isPending}>
        Iniciar sesión
      </Button>
      <p className="cuenta__enlaces">
        <Link to="/olvidar-contraseña">¿Olvidaste tu contraseña?</Link>
      </p>
    </form>
  );
}
