import { CalendarioReservas } from '../../../features/barbero/components/calendario-reservas';
import { PaginaDelBarbero, VOLVER_INICIO } from './pagina';

export function Component() {
  return (
    <PaginaDelBarbero
      titulo="Calendario"
      volver={VOLVER_INICIO}
      lead="Las horas agendadas del día que elijas."
      contenido={CalendarioReservas}
    />
  );
}
