import { MENSAJES_CUENTA, registroInput } from '@barberia/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/campo';
import { mensajeDeError } from '../../../lib/api-client';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useRegistrar } from '../api/registrar';

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
      {registrar.isSuccess && (
        <p className="toast" role="status">
          {MENSAJES_CUENTA.registrado}
        </p>
      )}
      <Campo
        label="Correo"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.campo('email')}
      />
      <Campo
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        required
        hint="Al menos 8 caracteres."
        {...form.campo('password')}
      />
      <Campo
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        required
        {...form.campo('password2')}
      />
      <Campo label="Nombre" autoComplete="name" required {...form.campo('nombre')} />
      {registrar.isError && (
        <p className="form__error" role="alert">
          {mensajeDeError(registrar.error, 'Error al registrar el usuario')}
        </p>
      )}
      <Button type="submit" className="btn--block" loading={registrar.isPending}>
        Crear cuenta
      </Button>
      <p className="cuenta__enlaces">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
    </form>
  );
}
