import { useLocation } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { MapaUbicacion } from '../../features/ubicacion/components/mapa-ubicacion';

/** Serves both /ubicacion and /agenda/ubicacion; inside the booking area it offers the way back. */
export function Component() {
  const enAgenda = useLocation().pathname.startsWith('/agenda');
  return (
    <section className="page">
      <header className="page-head">
        {enAgenda && <BackLink to="/agenda?show=no" label="Volver a la agenda" />}
        <h1>Ubicación</h1>
      </header>
      <MapaUbicacion />
    </section>
  );
}
