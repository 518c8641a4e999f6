import { MENSAJES_CUENTA, olvidoContrasenaInput } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { useOlvideContrasena } from '../api/olvide-contrasena';
import { AvisoDeExito, ErrorDelServidor } from './aviso-de-formulario';
import { CampoCorreo } from './campo-correo';

export function OlvideForm() {
  const olvide = useOlvideContrasena();
  const form = useFormulario({ email: '' });

  const alEnviar = form.enviar(olvidoContrasenaInput, (datos) =>
    olvide.mutate(datos, { onSuccess: () => form.reiniciar() }),
  );

  return (
    <form className="form panel cuenta__form" onSubmit={alEnviar} noValidate>
      {olvide.isSuccess && <AvisoDeExito>{MENSAJES_CUENTA.correoEnviado}</AvisoDeExito>}
      <CampoCorreo {...form.campo('email')} />
      <ErrorDelServidor mutacion={olvide} porDefecto={MENSAJES_BACK_OFFICE.ENVIAR_CORREO} />
      <Button type="submit" className="btn--block" loading={olvide.isPending}>
        Enviar instrucciones
      </Button>
    </form>
  );
}
