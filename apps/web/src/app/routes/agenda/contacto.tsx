import { BackLink } from '../../../components/ui/back-link';
import { ContactoPaso } from '../../../features/agenda/components/contacto-paso';
import { PasosReserva } from '../../../features/agenda/components/pasos-reserva';
import { ReagendarAviso } from '../../../features/agenda/components/reagendar-aviso';

export function Component() {
  return (
    <section className="page">
      <header className="page-head">
        <BackLink to="/agenda/horas" label="Horas" />
        <h1>Datos de Contacto</h1>
        <PasosReserva actual={3} />
      </header>
      <ReagendarAviso />
      {/* The guard (no hour chosen → /agenda/horas) lives in ContactoPaso: it must let the result modal stay. */}
      <ContactoPaso />
    </section>
  );
}
