import { AddToCalendarError } from './errors';
import { presentFields } from './present-fields';
import { canonicalTimeZone, parseDate, parseTime, zonedTimeToUtc } from './time';

export const EVENT_STATUSES = ['TENTATIVE', 'CONFIRMED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * One event as a site owner configures it (a subset of the spec's "Widget event configuration").
 * Dates and times are wall-clock values in `timeZone`, never UTC, so a booking at 11:00 in Santiago
 * stays 11:00 whatever zone the visitor's device is in.
 */
export interface CalendarEvent {
  name: string;
  description?: string;
  location?: string;
  /** YYYY-MM-DD. */
  startDate: string;
  /** HH:MM (24 h). Omit both times for an all-day event. */
  startTime?: string;
  /** YYYY-MM-DD, inclusive; defaults to startDate. */
  endDate?: string;
  /** HH:MM (24 h); required when startTime is given. */
  endTime?: string;
  /** IANA zone, e.g. 'America/Santiago'. */
  timeZone: string;
  /** 1-254 word characters or dashes; anything else is replaced by a generated UUID. */
  uid?: string;
  /** Defaults to CONFIRMED. CANCELLED makes the .ics a cancellation (METHOD:CANCEL). */
  status?: EventStatus;
  /** Revision counter for updates/cancellations; defaults to 0. */
  sequence?: number;
  /** 'NAME|EMAIL'. */
  organizer?: string;
  /** Download name for the .ics file, without extension; defaults to the name's slug, else 'event-to-save-in-my-calendar'. */
  iCalFileName?: string;
}

interface NormalizedEventBase {
  name: string;
  description?: string;
  location?: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  uid: string;
  status: EventStatus;
  sequence: number;
  organizer?: string;
  iCalFileName?: string;
}

/**
 * A validated event with every default applied. It is still a valid `CalendarEvent`, so normalizing
 * it again is harmless and returns the same values (the uid is kept once it is valid).
 */
export type NormalizedEvent = NormalizedEventBase &
  (
    | { allDay: true; startTime?: undefined; endTime?: undefined }
    | { allDay: false; startTime: string; endTime: string }
  );

export interface Organizer {
  name: string;
  email: string;
}

export const ORGANIZER_NAME_MAX = 50;
export const EMAIL_MAX = 80;
export const EMAIL_LOCAL_PART_MAX = 70;

const UID_PATTERN = /^[\w-]{1,254}$/;
// Local part: no whitespace or characters that would break a mailto: URI or an iCalendar line.
// Domain: dot-separated labels ending in a 2-9 letter top-level part, as the spec requires.
const EMAIL_PATTERN =
  /^[^\s@"<>()[\]\\,;:|]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,9}$/;
// Seconds and a trailing Z are tolerated and dropped (spec, section 5): the time is still read as a
// wall-clock time in the event's zone, never as UTC.
const TIME_WITH_EXTRAS_PATTERN = /^(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?Z?$/;
// Unpaired surrogates would make encodeURIComponent throw when the .ics data URL is built.
const LONE_SURROGATE_PATTERN = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters other than tab and line breaks are not allowed in iCalendar TEXT values.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= EMAIL_MAX && at >= 1 && at <= EMAIL_LOCAL_PART_MAX && EMAIL_PATTERN.test(value);
}

/** Splits 'NAME|EMAIL' and checks the spec's limits; undefined when the value does not fit. */
export function parseOrganizer(value: string): Organizer | undefined {
  const parts = value.split('|');
  if (parts.length !== 2) return undefined;
  const name = (parts[0] ?? '').trim();
  const email = (parts[1] ?? '').trim();
  if (name === '' || name.length > ORGANIZER_NAME_MAX || !isValidEmail(email)) return undefined;
  return { name, email };
}

/**
 * Validates an event configuration and fills in the defaults (end date, status, sequence, uid).
 * Throws AddToCalendarError with a stable `code` when the configuration cannot produce an event.
 */
export function normalizeEvent(input: CalendarEvent): NormalizedEvent {
  // The widget will pass configuration parsed from HTML attributes, so nothing about the shape can be
  // assumed at run time even though the parameter is typed.
  if (typeof input !== 'object' || input === null) {
    throw new AddToCalendarError('no-data', 'Add to Calendar Button generation failed: No data provided.');
  }

  const name = cleanText(input.name);
  if (name === undefined) {
    throw new AddToCalendarError('missing-name', 'required setting missing [name]', 'name');
  }

  const startDateRaw = cleanText(input.startDate);
  if (startDateRaw === undefined) {
    throw new AddToCalendarError('missing-start-date', 'required setting missing [startDate]', 'startDate');
  }
  const startDate = requireDate(startDateRaw, 'startDate');
  const endDateRaw = cleanText(input.endDate);
  const endDate = endDateRaw === undefined ? startDate : requireDate(endDateRaw, 'endDate');

  const startTimeRaw = cleanText(input.startTime);
  const endTimeRaw = cleanText(input.endTime);
  if ((startTimeRaw === undefined) !== (endTimeRaw === undefined)) {
    throw new AddToCalendarError(
      'incomplete-time',
      'if you set a start time, you also need to set an end time, and vice versa [startTime, endTime]',
      startTimeRaw === undefined ? 'startTime' : 'endTime',
    );
  }

  const timeZone = canonicalTimeZone(typeof input.timeZone === 'string' ? input.timeZone : '');
  if (timeZone === undefined) {
    throw new AddToCalendarError(
      'invalid-time-zone',
      `invalid time zone given [${String(input.timeZone)}]`,
      'timeZone',
    );
  }

  const status = normalizeStatus(input.status);
  const sequence = normalizeSequence(input.sequence);
  const uid = normalizeUid(input.uid);
  const organizer = normalizeOrganizer(input.organizer);
  const description = cleanText(input.description);
  const location = cleanText(input.location);
  const iCalFileName = cleanText(input.iCalFileName);

  const base: NormalizedEventBase = {
    name,
    ...presentFields({ description, location }),
    startDate,
    endDate,
    timeZone,
    uid,
    status,
    sequence,
    ...presentFields({ organizer, iCalFileName }),
  };

  if (startTimeRaw === undefined || endTimeRaw === undefined) {
    // ISO dates compare correctly as strings because the year always has four digits.
    if (endDate < startDate) throw endBeforeStart();
    return { ...base, allDay: true };
  }

  const startTime = requireTime(startTimeRaw, 'startTime');
  const endTime = requireTime(endTimeRaw, 'endTime');
  // Compare real instants, not wall clocks: around a DST jump a later wall time can be an earlier
  // instant (e.g. 00:30 in a spring-forward gap resolves to 01:30, after a 01:15 end).
  const start = zonedTimeToUtc(startDate, startTime, timeZone).getTime();
  const end = zonedTimeToUtc(endDate, endTime, timeZone).getTime();
  if (end < start) throw endBeforeStart();
  return { ...base, allDay: false, startTime, endTime };
}

function endBeforeStart(): AddToCalendarError {
  return new AddToCalendarError('end-before-start', 'end date/time is before the start date/time', 'endDate');
}

/** Trims text, repairs broken UTF-16 and drops control characters; empty text counts as absent. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value
    .replace(LONE_SURROGATE_PATTERN, '\uFFFD')
    .replace(CONTROL_CHARACTER_PATTERN, '')
    .trim();
  return cleaned === '' ? undefined : cleaned;
}

function requireDate(value: string, field: string): string {
  if (!parseDate(value)) {
    throw new AddToCalendarError('invalid-date', `date misspelled [${field}: ${value} -> YYYY-MM-DD]`, field);
  }
  return value;
}

function requireTime(value: string, field: string): string {
  const trimmed = TIME_WITH_EXTRAS_PATTERN.exec(value)?.[1];
  if (trimmed === undefined || !parseTime(trimmed)) {
    throw new AddToCalendarError('invalid-time', `time misspelled [${field}: ${value} -> HH:MM]`, field);
  }
  return trimmed;
}

function normalizeStatus(value: unknown): EventStatus {
  if (value === undefined || value === null || value === '') return 'CONFIRMED';
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : value;
  const status = EVENT_STATUSES.find((candidate) => candidate === upper);
  if (status === undefined) {
    throw new AddToCalendarError(
      'invalid-status',
      `invalid status [${String(value)}]: use TENTATIVE, CONFIRMED or CANCELLED`,
      'status',
    );
  }
  return status;
}

/** The spec falls back to 0 instead of failing, since a wrong sequence only affects update ordering. */
function normalizeSequence(value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : 0;
}

/** An invalid uid is replaced rather than rejected (spec, section 5): the event is still usable. */
function normalizeUid(value: unknown): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return UID_PATTERN.test(trimmed) ? trimmed : generateUid();
}

function normalizeOrganizer(value: unknown): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return undefined;
  }
  const organizer = typeof value === 'string' ? parseOrganizer(value) : undefined;
  if (organizer === undefined) {
    throw new AddToCalendarError(
      'invalid-organizer',
      `organizer needs the schema "NAME|EMAIL" with a name of at most ${ORGANIZER_NAME_MAX} characters and a valid email of at most ${EMAIL_MAX}`,
      'organizer',
    );
  }
  return `${organizer.name}|${organizer.email}`;
}

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts in browsers, and the widget may
 * be embedded on plain-http pages, so fall back to `getRandomValues`, which is available everywhere.
 */
export function generateUid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
