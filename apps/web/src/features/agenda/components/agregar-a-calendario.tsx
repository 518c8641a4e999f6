import { AddToCalendarButton } from '@barberia/add-to-calendar/react';
import { useTienda } from '../../../lib/tienda-actual';
import { type DatosDeHoraAgendada, widgetDeReserva } from '../lib/evento-calendario';

/**
 * Spec §1: after booking, the hour can be saved to Apple (an .ics file) or Google Calendar, through
 * the add-to-calendar widget. The element's code loads when this renders, never with the page.
 */
export function AgregarACalendario({ hora }: { hora: DatosDeHoraAgendada }) {
  const tienda = useTienda();
  return (
    <div className="calendario-links">
      <p>Agregar a mi calendario:</p>
      <AddToCalendarButton {...widgetDeReserva(hora, window.location.origin, tienda)} />
    </div>
  );
}
