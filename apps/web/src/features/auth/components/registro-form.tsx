import { MENSAJES_CUENTA, registroFormulario } from '@barberia/shared';
import { Link, useSearchParams } from 'react-router';
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

/**
 * Registration through the invitation mailed to the admin's invitee (spec 001 §2 and §5; the token rides
 * in the link, `/register?invitacion=…`, docs/decisions/020). The repeated password is checked here only.
 */
export function RegistroForm() {
  const registrar = useRegistrar();
  const form = useFormulario(VACIO);
  const invitacion = useSearchParams()[0].get('invitacion') ?? '';

  const alEnviar = form.enviar(
    registroFormulario,
    ({ password2: _repetida, ...datos }) =>
      registrar.mutate(datos, {
        // Spec 001 §4: after success the form is cleared.
        onSuccess: () => form.reiniciar(),
        onError: (error) => form.setErrores(erroresDelServidor(error)),
      }),
    (valores) => ({ ...valores, invitacion }),
  );

  // Without an invitation the form could only be refused: say what is needed instead (issue 25).
  if (!invitacion) {
    return (
      <div className="panel cuenta__form">
        <h2>Necesitas una invitación</h2>
        <p>
          Solo se puede crear una cuenta desde el enlace de invitación que la administración envía por correo.
          Abre ese enlace, o pide a la administración que te invite (o que te envíe un enlace nuevo si el tuyo
          venció).
        </p>
        <p className="cuenta__enlaces">
          ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="form panel cuenta__form" onSubmit={alEnviar} noValidate>
      {registrar.isSuccess && <AvisoDeExito>{MENSAJES_CUENTA.registrado}</AvisoDeExito>}
      {form.errores.invitacion && (
        <p className="form__error" role="alert">
          {form.errores.invitacion}
        </p>
      )}
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
