import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { AgendarInfo } from '../lib/agendar-info';
import { DetalleReserva } from './detalle-reserva';

interface ConfirmarReservaModalProps {
  open: boolean;
  info: AgendarInfo;
  esReagendar: boolean;
  enviando: boolean;
  onCancelar: () => void;
  onConfirmar: () => void;
}

export function ConfirmarReservaModal({
  open,
  info,
  esReagendar,
  enviando,
  onCancelar,
  onConfirmar,
}: ConfirmarReservaModalProps) {
  return (
    <Modal
      open={open}
      tone="alert"
      title={
        esReagendar ? '¿Estás seguro/a de reagendar esta hora?' : '¿Estás seguro/a de agendar esta hora?'
      }
      onClose={enviando ? undefined : onCancelar}
      actions={
        <>
          {/* The spec's «Cancelar» and «Confirmar» when booking; when moving an hour «Cancelar» read as «cancel
              my hour» (issue 42), so that question's buttons say what each one keeps. */}
          <Button variant="secondary" onClick={onCancelar} disabled={enviando}>
            {esReagendar ? 'Seguir con mi hora' : 'Cancelar'}
          </Button>
          <Button onClick={onConfirmar} loading={enviando}>
            {esReagendar ? 'Confirmar cambio' : 'Confirmar'}
          </Button>
        </>
      }
    >
      <DetalleReserva info={info} esReagendar={esReagendar} />
    </Modal>
  );
}
