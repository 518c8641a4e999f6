import { SelectorServicios } from '../../../features/agenda/components/selector-servicios';
import { PasoReserva } from './paso-reserva';

export function Component() {
  return (
    <PasoReserva
      volver={{ to: '/agenda?show=no', label: 'Agenda' }}
      titulo="Seleccione sus Servicios"
      paso={1}
    >
      <SelectorServicios />
    </PasoReserva>
  );
}
