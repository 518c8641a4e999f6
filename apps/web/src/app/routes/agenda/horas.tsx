import { Navigate } from 'react-router';
import { SelectorHora } from '../../../features/agenda/components/selector-hora';
import { useAgendarInfo } from '../../../features/agenda/hooks/use-agendar-info';
import { tieneServicio } from '../../../features/agenda/lib/agendar-info';
import { PasoReserva } from './paso-reserva';

export function Component() {
  const [info] = useAgendarInfo();
  if (!tieneServicio(info)) return <Navigate to="/agenda/servicios" replace />;
  return (
    <PasoReserva
      volver={{ to: '/agenda/servicios', label: 'Servicios' }}
      titulo="Seleccione su hora"
      paso={2}
    >
      <SelectorHora />
    </PasoReserva>
  );
}
