import { ContactoPaso } from '../../../features/agenda/components/contacto-paso';
import { PasoReserva } from './paso-reserva';

export function Component() {
  return (
    <PasoReserva volver={{ to: '/agenda/horas', label: 'Horas' }} titulo="Datos de Contacto" paso={3}>
      {/* The guard (no hour chosen → /agenda/horas) lives in ContactoPaso: it must let the result modal stay. */}
      <ContactoPaso />
    </PasoReserva>
  );
}
