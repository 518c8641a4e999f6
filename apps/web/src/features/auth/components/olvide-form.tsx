import { MENSAJES_CUENTA, olvidoContrasenaInput } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/campo';
import { mensajeDeError } from '../../../lib/api-client';
import { useFormulario } from '../../../lib/use-formulario';
import { useOlvideContrasena } from '../api/olvide-contrasena';

export function OlvideForm() {
  const olvide = useOlvideContrasena();
  const form = useFormulario({ email: '' });

  const alEnviar = form.enviar(olvidoContrasenaInput, (datos) =>
    olvide.mutate(datos, { onSuccess: () => form.reiniciar() }),
  );

  return (
    <form className="form panel cuenta__form" onSubmit={alEnviar} noValidate>
      {olvide.isSuccess && (
        <p className="toast" role="status">
          {MENSAJES_CUENTA.correoEnviado}
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
      {olvide.isError && (
        <p className="form__error" role="alert">
          {mensajeDeError(olvide.error, 'Error al enviar el correo, intenta nuevamente')}
        </p>
      )}
      <Button type="submit" className="btn--block" loading={olvide.isPending}>
        Enviar instrucciones
      </Button>
    </form>
  );
}
