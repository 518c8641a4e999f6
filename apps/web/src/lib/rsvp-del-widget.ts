import { zonedTimeToUtc } from '@barberia/add-to-calendar';
import type { EventoRsvp } from '@barberia/shared';

/**
 * The widget's `rsvp` object for an event (spec 001 §3), the same on the event's page and in the snippet
 * other sites paste. `expires` goes as an instant: the API's `YYYY-MM-DD HH:MM` is Santiago's wall time,
 * which a visitor's browser elsewhere would read in its own zone.
 */
export function rsvpDelWidget(e: EventoRsvp) {
  const [dia, hora] = e.expires?.split(' ') ?? [];
  return {
    max: e.max,
    maxpp: e.maxpp,
    ...(dia && hora ? { expires: zonedTimeToUtc(dia, hora, e.timeZone).toISOString() } : {}),
    initial_confirmation: e.initial_confirmation,
    maybe_option: e.maybe_option,
    fields: e.fields,
  };
}
