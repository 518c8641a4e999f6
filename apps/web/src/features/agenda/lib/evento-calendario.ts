import type { CalendarEvent } from '@barberia/add-to-calendar';
import { enlaceCancelar, type LocalDate, type VistaTienda, ZONA_SANTIAGO } from '@barberia/shared';

export interface DatosDeHoraAgendada {
  /** _id of the booked hour: reused as the event uid so saving it twice updates one event. */
  id: string;
  servicio: string;
  dia: LocalDate;
  horaInicio: string;
  horaFin: string;
  email: string;
  /** The proof of this hour: the event's link opens the client's page already trusted (decision 018). */
  tokenCliente: string;
}

/** What the event says of the shop: its name and where it is. */
export type TiendaDelEvento = Pick<VistaTienda, 'nombre' | 'direccionCompleta'>;

/** The add-to-calendar event of a booking: service plus shop name, at the shop, in Santiago's wall time. */
export function eventoDeReserva(
  hora: DatosDeHoraAgendada,
  origen: string,
  tienda: TiendaDelEvento,
): CalendarEvent {
  return {
    name: `${hora.servicio} - ${tienda.nombre}`,
    description: `Tu hora de ${hora.servicio} en ${tienda.nombre}. Para revisarla, cancelarla o reagendarla: ${enlaceCancelar(origen, hora.email, hora.tokenCliente)}`,
    location: tienda.direccionCompleta,
    startDate: hora.dia,
    startTime: hora.horaInicio,
    endDate: hora.dia,
    endTime: hora.horaFin,
    timeZone: ZONA_SANTIAGO,
    uid: hora.id,
    iCalFileName: 'hora-barberia',
  };
}

/**
 * The widget's attributes for a booking: only Apple and Google (spec §1), shown as two buttons, in
 * Spanish. The booked hour's id is the uid, so a later update or cancellation replaces the same event.
 */
export function widgetDeReserva(hora: DatosDeHoraAgendada, origen: string, tienda: TiendaDelEvento) {
  const evento = eventoDeReserva(hora, origen, tienda);
  return {
    ...evento,
    options: ['Apple', 'Google'],
    buttonsList: true,
    inline: true,
    language: 'es',
    lightMode: 'light',
    identifier: `reserva-${hora.id}`,
    // A client's own booking is no public event for search engines, and this is the shop's own site.
    hideRichData: true,
    hideBranding: true,
  } as const;
}
