import { type CalendarEvent, normalizeEvent } from './event';
import { addOneDay, zonedTimeToUtc } from './time';

export const GOOGLE_CALENDAR_BASE_URL = 'https://calendar.google.com/calendar/render';

// Zone names Google Calendar does not take in `ctz`: the POSIX-style legacy names and the Etc/ area.
// Compared as whole names, so Europe/Amsterdam is not caught by 'MST' and America/Cancun not by 'CUN'.
const GOOGLE_UNSUPPORTED_ZONES = new Set([
  'CET',
  'CST6CDT',
  'EET',
  'EST',
  'EST5EDT',
  'HST',
  'MET',
  'MST',
  'MST7MDT',
  'PST8PDT',
  'WET',
]);

export function googleAcceptsZone(timeZone: string): boolean {
  return !GOOGLE_UNSUPPORTED_ZONES.has(timeZone) && !timeZone.startsWith('Etc/');
}

function compact(date: string): string {
  return date.replace(/-/g, '');
}

/** The instant as YYYYMMDDTHHMMSSZ. */
function utcCompact(date: string, time: string, timeZone: string): string {
  return zonedTimeToUtc(date, time, timeZone)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A Google Calendar "create event" template link. Timed events use UTC instants, since a local time in
 * the hour a fall-back repeats cannot say which occurrence it means, plus `ctz` so Google shows the
 * event in the booking's zone; all-day events use dates with an exclusive end, as Google requires. Cancelled events still get a link: the caller decides whether to
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
      `${utcCompact(startDate, startTime, timeZone)}/${utcCompact(endDate, endTime, timeZone)}`,
    );
    if (googleAcceptsZone(timeZone)) params.set('ctz', timeZone);
  }
  params.set('text', normalized.name);
  if (normalized.location !== undefined) params.set('location', normalized.location);
  if (normalized.description !== undefined) params.set('details', normalized.description);
  // URLSearchParams encodes spaces as '+', which Google decodes like %20.
  return `${GOOGLE_CALENDAR_BASE_URL}?${params.toString()}`;
}
