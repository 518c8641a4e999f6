import { formatearFechaCompleta } from '@barberia/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { HoraDeLista } from '../lib/horas-de-fechas';

interface CancelarHoraModalProps {
  item: HoraDeLista | null;
  enviando: boolean;
  onVolver: () => void;
  onConfirmar: () => void;
}

export function CancelarHoraModal({ item, enviando, onVolver, onConfirmar }: CancelarHoraModalProps) {
  return (
    <Modal
      open={item !== null}
      tone="alert"
      title="¿Estás seguro/a de cancelar esta hora?"
      onClose={enviando ? undefined : onVolver}
      actions={
        <>
          <Button variant="secondary" onClick={onVolver} disabled={enviando}>
            No, volver
          </Button>
          <Button variant="danger" onClick={onConfirmar} loading={enviando}>
            Sí, cancelar
          </Button>
        </>
      }
    >
      {item && (
        <p>
          <span className="capitalizar">{formatearFechaCompleta(item.dia)}</span>, {item.hora.horaInicio} hrs
          — {item.hora.servicio}
        </p>
      )}
    </Modal>
  );
}
