import type { NormalizedDate } from '../core/config';

/** Day, month and time lines of a date in its own zone (or the visitor's, with useUserTZ), via Intl. */
export function dateLines(date: NormalizedDate, language: string) {
  const zone = { timeZone: date.timeZone };
  const start = new Date(date.timestamp);
  // All-day ends are exclusive midnights: show the last included day.
  const end = new Date(date.allDay ? date.endTimestamp - 1 : date.endTimestamp);
  const day = new Intl.DateTimeFormat(language, { ...zone, day: 'numeric' }).format(start);
  const month = new Intl.DateTimeFormat(language, { ...zone, month: 'short' }).format(start).replace('.', '');
  const weekday = new Intl.DateTimeFormat(language, { ...zone, weekday: 'short' }).format(start);
  const long = new Intl.DateTimeFormat(language, { ...zone, dateStyle: 'full' });
  const sameDay = date.startDate === date.endDate;
  const dateLine = sameDay ? long.format(start) : `${long.format(start)} – ${long.format(end)}`;
  const time = new Intl.DateTimeFormat(language, {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const timeLine = date.allDay ? undefined : `${time.formatRange(start, end)}`;
  return { day, month, weekday, dateLine, timeLine };
}
