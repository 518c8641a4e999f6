import {
  avisoAntesDeCancelar,
  destinoAlCancelar,
  formatearFechaCompleta,
  instanteDe,
  ZONA_SANTIAGO,
} from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { type cancelarHoraAgendada, useCancelarHoraAgendada } from '../api/cancelar-hora-agendada';
import { usePoliticaDeAbonos } from '../api/get-politica-abonos';
import type { HoraDeLista } from '../lib/horas-de-fechas';

/**
 * What cancelling now does with the hour's paid deposit (issue 42): the rule the server applies
 * (destinoAlCancelar, packages/shared) on this device's clock, in the words of the message that follows.
 * Nothing while the policy loads; the server's answer says what it did in any case.
 */
function AbonoAlCancelar({ item, monto }: { item: HoraDeLista; monto: number }) {
  const { data: politica } = usePoliticaDeAbonos();
  if (!politica) return null;
  const inicio = instanteDe(item.dia, item.hora.horaInicio, ZONA_SANTIAGO);
  const destino = destinoAlCancelar(inicio, new Date(), politica);
  return <p className="abono-politica">{avisoAntesDeCancelar(destino, monto, politica)}</p>;
}

interface CancelarHoraModalProps {
  item: HoraDeLista;
  email: string;
  onVolver: () => void;
  /** Called once the server freed the hour, with its answer (what became of a deposit). */
  onCancelada: (respuesta: Awaited<ReturnType<typeof cancelarHoraAgendada>>) => void;
  /** Called with the server's refusal or the network failure. */
  onError: (error: unknown) => void;
}

/**
 * Asks before freeing a booked hour and sends the cancellation itself: the request's code loads with
 * this modal, after a click, not in the list page's first view (at its 90 KiB budget, decision 008).
 */
export function CancelarHoraModal({ item, email, onVolver, onCancelada, onError }: CancelarHoraModalProps) {
  const cancelar = useCancelarHoraAgendada();
  const enviando = cancelar.isPending;
  const confirmar = () =>
    cancelar
      .mutateAsync({
        fechaId: item.fecha._id,
        input: { horaInicio: item.hora.horaInicio, horaFin: item.hora.horaFin },
        email,
      })
      .then(onCancelada, onError);
  return (
    <Modal
      open
      tone="alert"
      title="¿Estás seguro/a de cancelar esta hora?"
      onClose={enviando ? undefined : onVolver}
      actions={
        <>
          <Button variant="secondary" onClick={onVolver} disabled={enviando}>
            No, volver
          </Button>
          <Button variant="danger" onClick={confirmar} loading={enviando}>
            Sí, cancelar
          </Button>
        </>
      }
    >
      <p>
        <span className="capitalizar">{formatearFechaCompleta(item.dia)}</span>, {item.hora.horaInicio} hrs —{' '}
        {item.hora.servicio}
      </p>
      {item.hora.abono && <AbonoAlCancelar item={item} monto={item.hora.abono.monto} />}
    </Modal>
  );
}
