import { BackLink } from '../../../components/ui/back-link';
import { PasosReserva } from '../../../features/agenda/components/pasos-reserva';
import { ReagendarAviso } from '../../../features/agenda/components/reagendar-aviso';
import { SelectorServicios } from '../../../features/agenda/components/selector-servicios';

export function Component() {
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to="/agenda?show=no" label="Agenda" />
        <h1>Seleccione sus Servicios</h1>
        <PasosReserva actual={1} />
      </header>
      <ReagendarAviso />
      <SelectorServicios />
    </section>
  );
}
