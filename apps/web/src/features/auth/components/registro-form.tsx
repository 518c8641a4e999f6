import { MENSAJES_CUENTA, registroInput } from '@barberia/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useRegistrar } from '../api/registrar';
import { AvisoDeExito, ErrorDelServidor } from './aviso-de-formulario';
import { CampoCorreo } from './campo-correo';
import { CamposContrasenaNueva } from './campos-contrasena-nueva';

const VACIO = { email: '', password: '', password2: '', nombre: '' };

/** Registration for an e-mail the admin granted access to (spec 001 §2 and §5). */
export function RegistroForm() {
  const registrar = useRegistrar();
  const form = useFormulario(VACIO);

  const alEnviar = form.enviar(registroInput, (datos) =>
    registrar.mutate(datos, {
      // Spec 001 §4: after success the form is cleared.
      onSuccess: () => form.reiniciar(),
      onError: (error) => form.setErrores(erroresDelServidor(error)),
    }),
  );

  return (
    <form className="form panel cuenta__form" onSubmit={alEnviar} noValidate>
      {registrar.isSuccess && <AvisoDeExito>{MENSAJES_CUENTA.registrado}</AvisoDeExito>}
      <CampoCorreo {...form.campo('email')} />
      <CamposContrasenaNueva
        label="Contraseña"
        contrasena={form.campo('password')}
        repetir={form.campo('password2')}
      />
      <Campo label="Nombre" autoComplete="name" required {...form.campo('nombre')} />
      <ErrorDelServidor mutacion={registrar} porDefecto={MENSAJES_BACK_OFFICE.REGISTRAR} />
      <Button type="submit" className="btn--block" loading={registrar.isPending}>
        Crear cuenta
      </Button>
      <p className="cuenta__enlaces">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
    </form>
  );
}
