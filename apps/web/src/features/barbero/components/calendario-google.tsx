import { calendarioGoogleInput } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { Campo } from '../../../components/ui/field';
import { PieFormulario } from '../../../components/ui/pie-formulario';
import { Spinner } from '../../../components/ui/spinner';
import { mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { useFormulario } from '../../../lib/use-formulario';
import { useCalendarioGoogle, useConectarCalendarioGoogle } from '../api/calendario-google';

const ETIQUETA = {
  conectado: 'conectado',
  sin_calendario: 'sin conectar',
  no_compartido: 'no compartido',
  no_encontrado: 'no encontrado',
  no_disponible: 'Google no disponible',
  no_configurado: 'no configurado',
} as const;

/**
 * The barber's Google calendar: they share it with the shop's service account, paste its ID here, and
 * read the server's check. Bookings then appear in it, and its busy events close those hours.
 */
export function CalendarioGoogleBarbero({ barberoId }: { barberoId: string }) {
  const estado = useCalendarioGoogle(barberoId);
  const conectar = useConectarCalendarioGoogle(barberoId);
  const form = useFormulario({ calendarId: '' });
  const actual = estado.data;

  const alEnviar = form.enviar(calendarioGoogleInput, (input) =>
    conectar.mutate(input, { onSuccess: () => form.reiniciar({ calendarId: '' }) }),
  );

  return (
    <section className="panel perfil-google" aria-labelledby="perfil-google">
      <h2 id="perfil-google">Calendario de Google</h2>
      {estado.isPending ? (
        <Spinner label="Revisando el calendario…" />
      ) : actual ? (
        <div role="status">
          <p>
            Estado: <strong className="badge">{ETIQUETA[actual.estado]}</strong>
            {actual.calendarId && <span className="muted"> · {actual.calendarId}</span>}
          </p>
          <p>{actual.msg}</p>
        </div>
      ) : (
        <p role="alert">{mensajeDeError(estado.error, MENSAJES_BACK_OFFICE.REVISAR_CALENDARIO)}</p>
      )}
      {actual?.cuenta && (
        <p className="muted">
          Comparte tu calendario con <strong>{actual.cuenta}</strong> con el permiso «Hacer cambios en los
          eventos» y pega aquí su ID (en Google Calendar: Configuración → el calendario → «Integrar el
          calendario»).
        </p>
      )}
      {actual?.estado !== 'no_configurado' && (
        <form className="form" onSubmit={alEnviar} noValidate>
          <Campo label="ID del calendario" autoComplete="off" required {...form.campo('calendarId')} />
          {conectar.isError && (
            <p role="alert">{mensajeDeError(conectar.error, MENSAJES_BACK_OFFICE.CONECTAR_CALENDARIO)}</p>
          )}
          <PieFormulario
            enviar="Conectar calendario"
            enviando={conectar.isPending && conectar.variables !== null}
          >
            {actual?.calendarId && (
              <Button
                variant="danger"
                loading={conectar.isPending && conectar.variables === null}
                onClick={() => conectar.mutate(null)}
              >
                Desconectar
              </Button>
            )}
          </PieFormulario>
        </form>
      )}
    </section>
  );
}
