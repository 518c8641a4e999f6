import { MENSAJES, MENSAJES_CUENTA, restablecerContrasenaFormulario } from '@barberia/shared';
import { Link, Navigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { useRestablecerContrasena, useVerificarEnlace } from '../api/restablecer-contrasena';
import { AvisoDeExito, ErrorDelServidor } from './aviso-de-formulario';
import { CamposContrasenaNueva } from './campos-contrasena-nueva';

/** What /login shows when a reset link sent the person there (issue 25): why, and a way to a new one. */
export interface EstadoEnlaceRechazado {
  enlaceRechazado: string;
}

/**
 * The e-mailed link's form: checks uid and token first; a bad link goes to /login (spec 001 §2, §8),
 * carrying the server's reason (expired, or used / not valid), which /login shows with a way to a new link.
 */
export function RestablecerForm({ uid, token }: { uid: string; token: string }) {
  const enlace = useVerificarEnlace(uid, token);
  const restablecer = useRestablecerContrasena(uid, token);
  const form = useFormulario({ password: '', password2: '' });

  if (!uid || !token || enlace.isError) {
    const motivo: EstadoEnlaceRechazado = {
      enlaceRechazado:
        enlace.error instanceof ApiError && enlace.error.msg ? enlace.error.msg : MENSAJES.ENLACE_INVALIDO,
    };
    return <Navigate to="/login" replace state={motivo} />;
  }
  if (enlace.isPending) return <Spinner label="Verificando el enlace…" />;

  if (restablecer.isSuccess) {
    return (
      <div className="panel cuenta__form">
        <AvisoDeExito>{MENSAJES_CUENTA.contrasenaCambiada}</AvisoDeExito>
        <Link to="/login" className={`${buttonClass('primary')} btn--block`}>
          Iniciar sesión
        </Link>
      </div>
    );
  }

  const alEnviar = form.enviar(restablecerContrasenaFormulario, (datos) => restablecer.mutate(datos));

  return (
    <form className="form panel cuenta__form" onSubmit={alEnviar} noValidate>
      <p className="muted">
        Cuenta: <strong>{enlace.data.email}</strong>
      </p>
      {/* Lets password managers tie the new password to the right account. */}
      <input type="email" name="username" autoComplete="username" value={enlace.data.email} readOnly hidden />
      <CamposContrasenaNueva
        label="Nueva contraseña"
        contrasena={form.campo('password')}
        repetir={form.campo('password2')}
      />
      <ErrorDelServidor mutacion={restablecer} porDefecto={MENSAJES_BACK_OFFICE.CAMBIAR_CONTRASENA} />
      <Button type="submit" className="btn--block" loading={restablecer.isPending}>
        Cambiar contraseña
      </Button>
    </form>
  );
}
