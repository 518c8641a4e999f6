import { AddToCalendarError } from './errors';

/** A calendar date and wall-clock time with no zone attached. Months are 1-based. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A date (YYYY-MM-DD) and time (HH:MM) as shown on a clock in some zone. */
export interface LocalDateTime {
  date: string;
  time: string;
}

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * Parses YYYY-MM-DD and rejects dates that do not exist (2026-02-30), which the pattern alone would
 * let through and which `Date` would silently roll over into the next month.
 */
export function parseDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Year 0 is 1 BC in the proleptic calendar; no calendar app accepts it, so treat it as a typo.
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Parses HH:MM with hours 0-23 and minutes 0-59 (the spec's limits; 24:00 is not accepted). */
export function parseTime(value: string): { hour: number; minute: number } | undefined {
  const match = TIME_PATTERN.exec(value);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return undefined;
  return { hour, minute };
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcEpochMs({ year, month: month + 1, day: 0, hour: 0, minute: 0, second: 0 })).getUTCDate();
}

/**
 * Milliseconds since the epoch for a wall clock read as UTC. `Date.UTC` maps years 0-99 to 1900-1999,
 * so the year is set separately to keep early years exact.
 */
function utcEpochMs(wall: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

// Building a DateTimeFormat is far more expensive than using one, and conversions probe the same zone
// several times, so one formatter per zone is kept for the life of the page.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23 avoids the "24:00" midnight some engines print with hour12: false.
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime's Intl knows the IANA zone (names are matched case-insensitively). */
export function isKnownTimeZone(timeZone: string): boolean {
  return canonicalTimeZone(timeZone) !== undefined;
}

const canonicalZones = new Map<string, string | undefined>();

/**
 * The zone name as the runtime spells it (e.g. 'america/santiago' → 'America/Santiago'), or undefined
 * when the zone is unknown. Intl throws a RangeError for unknown zones, which is the only portable check.
 */
export function canonicalTimeZone(timeZone: string): string | undefined {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return undefined;
  // Building an Intl.DateTimeFormat is the costly part of normalising an event (a server makes one .ics
  // per booking); the answer for a name never changes. Bounded, since names come from page attributes.
  if (canonicalZones.has(timeZone)) return canonicalZones.get(timeZone);
  let zone: string | undefined;
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: timeZone.trim() }).resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  if (canonicalZones.size >= 100) canonicalZones.clear();
  canonicalZones.set(timeZone, zone);
  return zone;
}

/** The wall clock shown in `timeZone` at the given instant (seconds precision). */
export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeCommonEra = false;
  for (const { type, value } of formatterFor(timeZone).formatToParts(epochMs)) {
    if (type === 'era') beforeCommonEra = value.startsWith('B');
    else if (type in wall) wall[type as keyof WallClock] = Number(value);
  }
  // Midnight as hour 24, which an engine ignoring hourCycle h23 would still write, is hour 0.
  wall.hour %= 24;
  // Intl counts years BC from 1 with an era; the proleptic (astronomical) year that Date uses is 1 - y.
  if (beforeCommonEra) wall.year = 1 - wall.year;
  return wall;
}

function exactOffsetMsAt(wholeSeconds: number, timeZone: string): number {
  return utcEpochMs(wallClockAt(wholeSeconds, timeZone)) - wholeSeconds;
}

// The offset of a zone over a UTC day, when it is the same at the day's first and last second (null when
// it changes that day). No zone changes its offset twice within 48 hours (wallClockToEpochMs relies on it
// too), so then every instant of the day has it. Each Intl read costs tens of microseconds and one .ics
// makes a dozen, mostly on the same day: a server writing one per booking spent 10 % of it here.
const dayOffsets = new Map<string, number | null>();

/** The zone's UTC offset in milliseconds at an instant (positive east of Greenwich). */
export function offsetMsAt(epochMs: number, timeZone: string): number {
  // Intl drops milliseconds, so compare against the instant truncated to whole seconds.
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  const day = Math.floor(wholeSeconds / MS_PER_DAY);
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const atStart = exactOffsetMsAt(day * MS_PER_DAY, timeZone);
    offset = atStart === exactOffsetMsAt((day + 1) * MS_PER_DAY - 1000, timeZone) ? atStart : null;
    if (dayOffsets.size >= 1000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? exactOffsetMsAt(wholeSeconds, timeZone);
}

/**
 * Converts a wall-clock time in an IANA zone to the UTC instant (epoch milliseconds), using only Intl
 * so no offset is ever hard-coded (Chile has changed its DST rules many times).
 *
 * Disambiguation follows Temporal's 'compatible' rule:
 * - a time skipped by a DST jump (gap) moves forward by the gap length, e.g. America/Santiago
 *   2026-09-06 00:30 does not exist and becomes 01:30 -03:00;
 * - a time that happens twice (fall back) resolves to the earlier occurrence.
 *
 * The offsets one day before and after are the only two candidates; that holds because no zone
 * changes its offset twice within 48 hours.
 */
export function wallClockToEpochMs(wall: WallClock, timeZone: string): number {
  const asIfUtc = utcEpochMs(wall);
  const offsetBefore = offsetMsAt(asIfUtc - MS_PER_DAY, timeZone);
  const offsetAfter = offsetMsAt(asIfUtc + MS_PER_DAY, timeZone);

  // A candidate shows `wall` exactly when its own offset takes it back to the wall clock read as UTC.
  const matches = [asIfUtc - offsetBefore, asIfUtc - offsetAfter].filter(
    (candidate) => candidate + offsetMsAt(candidate, timeZone) === asIfUtc,
  );
  if (matches.length > 0) return Math.min(...matches);

  // Gap: reading the time with the offset in force before the jump lands after the jump, at the same
  // distance past it as the wall time was past the start of the gap — exactly the 'compatible' result.
  return asIfUtc - offsetBefore;
}

/**
 * Converts `date` (YYYY-MM-DD) and `time` (HH:MM) in `timeZone` to a UTC `Date`.
 * Throws AddToCalendarError for malformed input or an unknown zone.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const day = parseDate(date);
  if (!day) throw new AddToCalendarError('invalid-date', `date misspelled [${date} -> YYYY-MM-DD]`);
  const clock = parseTime(time);
  if (!clock) throw new AddToCalendarError('invalid-time', `time misspelled [${time} -> HH:MM]`);
  const zone = canonicalTimeZone(timeZone);
  if (!zone) throw new AddToCalendarError('invalid-time-zone', `invalid time zone given [${timeZone}]`);
  return new Date(wallClockToEpochMs({ ...day, ...clock, second: 0 }, zone));
}

/** The local date and time (HH:MM) shown in `timeZone` at `instant`. */
export function utcToZonedTime(instant: Date, timeZone: string): LocalDateTime {
  const wall = wallClockAt(instant.getTime(), timeZone);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month, 2)}-${pad(wall.day, 2)}`,
    time: `${pad(wall.hour, 2)}:${pad(wall.minute, 2)}`,
  };
}

/** YYYY-MM-DD of the day after `date` (all-day ends are exclusive in both iCalendar and Google). */
export function addOneDay(date: string): string {
  return addDays(date, 1);
}

/** YYYY-MM-DD `days` calendar days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const day = parseDate(date);
  if (!day) throw new AddToCalendarError('invalid-date', `date misspelled [${date} -> YYYY-MM-DD]`);
  const next = new Date(utcEpochMs({ ...day, day: day.day + days, hour: 0, minute: 0, second: 0 }));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
