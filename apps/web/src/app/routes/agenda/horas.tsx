import { Navigate } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { PasosReserva } from '../../../features/agenda/components/pasos-reserva';
import { ReagendarAviso } from '../../../features/agenda/components/reagendar-aviso';
import { SelectorHora } from '../../../features/agenda/components/selector-hora';
import { useAgendarInfo } from '../../../features/agenda/hooks/use-agendar-info';
import { tieneServicio } from '../../../features/agenda/lib/agendar-info';

export function Component() {
  const [info] = useAgendarInfo();
  if (!tieneServicio(info)) return <Navigate to="/agenda/servicios" replace />;
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to="/agenda/servicios" label="Servicios" />
        <h1>Seleccione su hora</h1>
        <PasosReserva actual={2} />
      </header>
      <ReagendarAviso />
      <SelectorHora />
    </section>
  );
}
