import { type CalendarEvent, normalizeEvent } from './event';
import { addOneDay, utcToZonedTime, zonedTimeToUtc } from './time';

export const GOOGLE_CALENDAR_BASE_URL = 'https://calendar.google.com/calendar/render';

function compact(date: string, time?: string): string {
  const day = date.replace(/-/g, '');
  return time === undefined ? day : `${day}T${time.replace(':', '')}00`;
}

/**
 * The local time Google should show: the wall time the instant really has in the zone. This equals the
 * input except in a DST gap, where it is the moved-forward time, so Google and the .ics file agree.
 */
function resolvedLocal(date: string, time: string, timeZone: string): string {
  const local = utcToZonedTime(zonedTimeToUtc(date, time, timeZone), timeZone);
  return compact(local.date, local.time);
}

/**
 * A Google Calendar "create event" template link. Timed events use local times plus `ctz`, so Google
 * shows the event in the booking's zone rather than guessing; all-day events use dates with an
 * exclusive end, as Google requires. Cancelled events still get a link: the caller decides whether to
 * offer it (the spec shows a cancelled warning instead).
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const normalized = normalizeEvent(event);
  const params = new URLSearchParams({ action: 'TEMPLATE' });
  if (normalized.allDay) {
    params.set('dates', `${compact(normalized.startDate)}/${compact(addOneDay(normalized.endDate))}`);
  } else {
    const { startDate, startTime, endDate, endTime, timeZone } = normalized;
    params.set(
      'dates',
      `${resolvedLocal(startDate, startTime, timeZone)}/${resolvedLocal(endDate, endTime, timeZone)}`,
    );
    params.set('ctz', timeZone);
  }
  params.set('text', normalized.name);
  if (normalized.location !== undefined) params.set('location', normalized.location);
  if (normalized.description !== undefined) params.set('details', normalized.description);
  // URLSearchParams encodes spaces as '+', which Google decodes like %20.
  return `${GOOGLE_CALENDAR_BASE_URL}?${params.toString()}`;
}
