import { zonedTimeToUtc } from '@barberia/add-to-calendar';
import type { EventoRsvp, VistaTienda } from '@barberia/shared';

/**
 * ISO 8601 with the zone's own offset at that moment (never a fixed -03:00). Through the widget's clock,
 * which the page loads anyway: the shared one would add 2 KB to the page's first view (npm run size).
 */
function isoConZona(fecha: string, hora: string, zona: string): string {
  const instante = zonedTimeToUtc(fecha, hora, zona);
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone: zona,
    timeZoneName: 'longOffset',
  }).formatToParts(instante);
  const gmt = partes.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = gmt === 'GMT' ? '+00:00' : gmt.replace('GMT', '');
  return `${fecha}T${hora}:00${offset}`;
}

/** schema.org Event for search engines, with the places left as its offer's availability; the shop organizes it. */
export function eventoJsonLd(
  e: EventoRsvp,
  url: string,
  agotado: boolean,
  tienda: Pick<VistaTienda, 'nombre' | 'direccionCompleta'>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    ...(e.description ? { description: e.description } : {}),
    startDate: isoConZona(e.startDate, e.startTime, e.timeZone),
    endDate: isoConZona(e.startDate, e.endTime, e.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.location || tienda.nombre,
      address: tienda.direccionCompleta,
    },
    organizer: { '@type': 'Organization', name: tienda.nombre, url: url.replace(/\/eventos\/.*$/, '/') },
    maximumAttendeeCapacity: e.max,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'CLP',
      url,
      availability: agotado ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

/** JSON inside a <script>: `<` escaped so no text of the event can close the tag. */
export const jsonParaScript = (valor: unknown) => JSON.stringify(valor).replace(/</g, '\\u003c');
