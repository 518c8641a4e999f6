import { escapeIcsText, foldIcsLine } from '@barberia/add-to-calendar';
import type { VistaTienda } from '@barberia/shared';

export interface HoraDelFeed {
  eventoUid: string;
  secuencia: number;
  inicio: Date;
  fin: Date;
  nombre: string;
  email: string;
  servicio: string;
  creadoEn: Date;
}

/** YYYYMMDDTHHMMSSZ: instants in UTC, so no calendar app has to know Santiago's DST rules from us. */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Calendar apps poll a subscription on their own schedule; this asks those that listen for 15 minutes. */
const REFRESCO = 'PT15M';

/**
 * The barber's bookings as an RFC 5545 calendar for subscription, written with the add-to-calendar
 * core's escaping and folding (75 octets, never inside a character), CRLF endings. Each booking keeps one
 * UID for its life (a reschedule carries it over with a higher SEQUENCE); a cancelled booking is no longer
 * in the database, so it is no longer in the feed and the calendar app drops it on the next refresh.
 */
export function feedIcs(
  barbero: string,
  horas: HoraDelFeed[],
  ahora: Date,
  zona: string,
  tienda: Pick<VistaTienda, 'nombre' | 'direccionCompleta'>,
): string {
  const lineas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//barberia//feed-calendario//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`${tienda.nombre} - ${barbero}`)}`,
    `X-WR-TIMEZONE:${zona}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESCO}`,
    `X-PUBLISHED-TTL:${REFRESCO}`,
  ];
  for (const h of horas) {
    lineas.push(
      'BEGIN:VEVENT',
      `UID:${h.eventoUid}`,
      `DTSTAMP:${utc(ahora)}`,
      `DTSTART:${utc(h.inicio)}`,
      `DTEND:${utc(h.fin)}`,
      `SUMMARY:${escapeIcsText(`${h.nombre} - ${h.servicio}`)}`,
      `DESCRIPTION:${escapeIcsText(`Cliente: ${h.nombre}\nCorreo: ${h.email}\nServicio: ${h.servicio}`)}`,
      `LOCATION:${escapeIcsText(tienda.direccionCompleta)}`,
      `SEQUENCE:${h.secuencia}`,
      'STATUS:CONFIRMED',
      `LAST-MODIFIED:${utc(h.creadoEn)}`,
      'END:VEVENT',
    );
  }
  lineas.push('END:VCALENDAR');
  return `${lineas.map(foldIcsLine).join('\r\n')}\r\n`;
}
