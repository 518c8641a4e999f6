import type { NormalizedDate, WidgetConfig } from './config';
import { AddToCalendarError } from './errors';
import { type CalendarEvent, type NormalizedEvent, normalizeEvent, parseOrganizer } from './event';
import { type Recurrence, rruleValue } from './recurrence';
import { addOneDay, pad, zonedTimeToUtc } from './time';
import { vtimezoneLines, zonedStamp } from './vtimezone';

export interface IcsOptions {
  /** The DTSTAMP instant (when the file was created); defaults to the current time. */
  now?: Date;
  /** The PRODID identifying the generator; defaults to DEFAULT_PRODID. */
  prodId?: string;
}

export const DEFAULT_PRODID = '-//barberia//add-to-calendar//ES';
export const DEFAULT_ICS_FILE_NAME = 'event-to-save-in-my-calendar';
/** The spec folds at 60 characters, well below RFC 5545's hard limit of 75 octets. */
export const ICS_FOLD_CHARACTERS = 60;
export const ICS_MAX_LINE_OCTETS = 75;

const CRLF = '\r\n';

/** Escapes an iCalendar TEXT value (RFC 5545, 3.3.11). */
export function escapeIcsText(value: string): string {
  return (
    value
      // The backslash goes first so the escapes added below are not escaped again.
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line (RFC 5545, 3.1): every physical line holds at most 60 characters and at most
 * 75 UTF-8 octets, the leading space of a continuation line included. The 60-character rule alone is
 * not enough, since 60 accented or emoji characters exceed 75 octets. Splitting happens between code
 * points, so no multi-byte character is ever cut, which some calendar apps turn into mojibake.
 */
export function foldIcsLine(line: string): string {
  const physicalLines: string[] = [];
  let current = '';
  let characters = 0;
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (characters + 1 > ICS_FOLD_CHARACTERS || octets + size > ICS_MAX_LINE_OCTETS) {
      physicalLines.push(current);
      current = ' ';
      characters = 1;
      octets = 1;
    }
    current += character;
    characters += 1;
    octets += size;
  }
  physicalLines.push(current);
  return physicalLines.join(CRLF);
}

/** YYYYMMDDTHHMMSSZ, the iCalendar UTC form. */
function formatUtc(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1, 2)}${pad(instant.getUTCDate(), 2)}` +
    `T${pad(instant.getUTCHours(), 2)}${pad(instant.getUTCMinutes(), 2)}${pad(instant.getUTCSeconds(), 2)}Z`
  );
}

function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

/**
 * A parameter value cannot contain a double quote, and line breaks would end the line, so both are
 * dropped; the value is always quoted because names may contain ',', ';' or ':'.
 */
function quoteParameter(value: string): string {
  return `"${value.replace(/"/g, '').replace(/[\r\n\t]+/g, ' ')}"`;
}

function eventTimeLines(event: NormalizedEvent): string[] {
  if (event.allDay) {
    // DTEND of an all-day event is exclusive (RFC 5545, 3.6.1), so the last day gets one added.
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addOneDay(event.endDate))}`,
    ];
  }
  // UTC instead of a TZID avoids shipping a VTIMEZONE block, which RFC 5545 requires for every TZID and
  // which would have to be generated from Intl data; every calendar app converts UTC to its own zone.
  return [
    `DTSTART:${formatUtc(zonedTimeToUtc(event.startDate, event.startTime, event.timeZone))}`,
    `DTEND:${formatUtc(zonedTimeToUtc(event.endDate, event.endTime, event.timeZone))}`,
  ];
}

/**
 * Builds an RFC 5545 calendar with one event, CRLF line endings and folded lines. A CANCELLED event
 * produces METHOD:CANCEL, which is how the spec removes an event saved earlier (same uid, higher
 * sequence).
 */
export function buildIcs(event: CalendarEvent, options: IcsOptions = {}): string {
  const normalized = normalizeEvent(event);
  const now = options.now ?? new Date();
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new AddToCalendarError('invalid-now', 'the "now" option must be a valid Date', 'now');
  }
  const prodId = options.prodId?.trim() || DEFAULT_PRODID;

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(prodId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${normalized.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${normalized.uid}`,
    `DTSTAMP:${formatUtc(now)}`,
    ...eventTimeLines(normalized),
    `SUMMARY:${escapeIcsText(normalized.name)}`,
  ];
  if (normalized.description !== undefined)
    lines.push(`DESCRIPTION:${escapeIcsText(normalized.description)}`);
  if (normalized.location !== undefined) lines.push(`LOCATION:${escapeIcsText(normalized.location)}`);
  lines.push(`STATUS:${normalized.status}`, `SEQUENCE:${normalized.sequence}`);
  const organizer = normalized.organizer === undefined ? undefined : parseOrganizer(normalized.organizer);
  if (organizer !== undefined) {
    lines.push(`ORGANIZER;CN=${quoteParameter(organizer.name)}:mailto:${organizer.email}`);
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');

  // RFC 5545 ends every content line, the last one included, with CRLF.
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The .ics as a data URL, so the file can be offered for download without any server. */
export function icsDataUrl(event: CalendarEvent, options: IcsOptions = {}): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs(event, options))}`;
}

/**
 * The download name (spec, section 9): iCalFileName, else the name of the explicit ics file, else the
 * event's name as a slug (issue 42: a visitor's Downloads folder says what the file is), else
 * 'event-to-save-in-my-calendar'; always with one '.ics'. Path separators and characters that Windows
 * or macOS refuse in file names are replaced.
 */
export function icsFileName(
  config: { iCalFileName?: string | undefined; icsFile?: string | undefined; name?: string | undefined } = {},
): string {
  const fromFile =
    typeof config.icsFile === 'string'
      ? decodeSafely(config.icsFile.split(/[?#]/)[0]?.split('/').pop() ?? '')
      : '';
  const chosen =
    typeof config.iCalFileName === 'string' && config.iCalFileName.trim() !== ''
      ? config.iCalFileName
      : fromFile;
  const base = chosen
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are invalid in file names.
    .replace(/[\u0000-\u001F\u007F<>:"/\\|?*]+/g, '-')
    .trim()
    .replace(/\.ics$/i, '')
    // Leading dots would make a hidden file; trailing dots and spaces are stripped by Windows.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  // Cut by code points so a long name never ends in half an emoji.
  const short = Array.from(base).slice(0, 100).join('');
  return `${short || fileSlug(config.name ?? '') || DEFAULT_ICS_FILE_NAME}.ics`;
}

/**
 * `Corte de pelo - Barbería Maipú` → `corte-de-pelo-barberia-maipu`: accents folded (ñ → n), lower case,
 * every other run of characters one dash, at most 100. Only ASCII letters and digits, so the name means
 * the same on every file system and in every mail attachment; a name with none (all Japanese, say) is ''.
 */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 100)
    .replace(/^-+|-+$/g, '');
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface IcsForOptions {
  /** The DTSTAMP instant; defaults to the current time. */
  now?: Date;
  /** The PRODID; defaults to DEFAULT_PRODID. */
  prodId?: string;
}

// How far a recurring event's VTIMEZONE reaches when the rule has no end.
const OPEN_RECURRENCE_YEARS = 10;
const MAX_RECURRENCE_YEARS = 30;
const FREQUENCY_DAYS = { daily: 1, weekly: 7, monthly: 31, yearly: 366 } as const;

function checkedNow(now: Date | undefined): Date {
  const value = now ?? new Date();
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new AddToCalendarError('invalid-now', 'the "now" option must be a valid Date', 'now');
  }
  return value;
}

/** The span a VTIMEZONE must cover: a year before the start to the end of the recurrence (bounded). */
function recurrenceSpan(date: NormalizedDate, recurrence: Recurrence): [number, number] {
  const startYear = new Date(date.timestamp).getUTCFullYear();
  let years = OPEN_RECURRENCE_YEARS;
  if (recurrence.kind === 'simple' && recurrence.until !== undefined) {
    years = Number(recurrence.until.slice(0, 4)) - startYear + 1;
  } else if (recurrence.kind === 'simple' && recurrence.count !== undefined) {
    const days = recurrence.count * recurrence.interval * FREQUENCY_DAYS[recurrence.frequency];
    years = Math.ceil(days / 365) + 1;
  }
  years = Math.min(Math.max(years, 1), MAX_RECURRENCE_YEARS);
  return [Date.UTC(startYear - 1, 0, 1), Date.UTC(startYear + years + 1, 0, 1)];
}

function veventLines(
  date: NormalizedDate,
  config: WidgetConfig,
  stamp: string,
  withTimeZone: boolean,
): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${date.uid}`, `DTSTAMP:${stamp}`];
  if (date.allDay) {
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(date.startDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addOneDay(date.endDate))}`,
    );
  } else if (withTimeZone) {
    lines.push(
      `DTSTART;TZID=${date.timeZone}:${zonedStamp(date.timestamp, date.timeZone)}`,
      `DTEND;TZID=${date.timeZone}:${zonedStamp(date.endTimestamp, date.timeZone)}`,
    );
  } else {
    lines.push(
      `DTSTART:${formatUtc(new Date(date.timestamp))}`,
      `DTEND:${formatUtc(new Date(date.endTimestamp))}`,
    );
  }
  if (config.recurrence !== undefined) lines.push(`RRULE:${rruleValue(config.recurrence, date)}`);
  lines.push(`SUMMARY:${escapeIcsText(date.name)}`);
  if (date.descriptionPlain !== undefined && date.descriptionPlain !== '') {
    lines.push(`DESCRIPTION:${escapeIcsText(date.descriptionPlain)}`);
  }
  if (date.descriptionHtml !== undefined && /<(?!br>)/.test(date.descriptionHtml)) {
    // Outlook and Apple Mail render this richer copy; every other reader keeps DESCRIPTION.
    lines.push(
      `X-ALT-DESC;FMTTYPE=text/html:${escapeIcsText(`<html><body>${date.descriptionHtml}</body></html>`)}`,
    );
  }
  if (date.location !== undefined) lines.push(`LOCATION:${escapeIcsText(date.location)}`);
  if (date.onlineEvent && date.location !== undefined && !/[\s"<>]/.test(date.location)) {
    lines.push(`URL:${date.location}`);
  }
  if (date.organizer !== undefined) {
    lines.push(`ORGANIZER;CN=${quoteParameter(date.organizer.name)}:mailto:${date.organizer.email}`);
  }
  if (date.attendee !== undefined) {
    const name = date.attendee.name === '' ? '' : `;CN=${quoteParameter(date.attendee.name)}`;
    lines.push(
      `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE${name}:mailto:${date.attendee.email}`,
    );
  }
  lines.push(`SEQUENCE:${date.sequence}`, `STATUS:${date.status}`);
  if (date.availability !== undefined) {
    lines.push(`TRANSP:${date.availability === 'free' ? 'TRANSPARENT' : 'OPAQUE'}`);
  }
  if (config.created !== undefined) lines.push(`CREATED:${config.created}`);
  if (config.updated !== undefined) lines.push(`LAST-MODIFIED:${config.updated}`);
  lines.push('END:VEVENT');
  return lines;
}

/**
 * The RFC 5545 file for one date (`dateIndex`) or for all of them, one VEVENT per date. A file has one
 * METHOD, so: CANCEL when every included date is cancelled, REQUEST when every date has an organizer
 * and an attendee (an invitation), PUBLISH otherwise. The all-dates file leaves cancelled dates out
 * unless all are cancelled; each cancelled date is still available alone with METHOD:CANCEL.
 * Single dates are written in UTC; a recurring timed event uses TZID with a generated VTIMEZONE so its
 * wall-clock time survives DST changes.
 */
export function icsFor(config: WidgetConfig, dateIndex?: number, options: IcsForOptions = {}): string {
  const now = checkedNow(options.now);
  const prodId = options.prodId?.trim() || DEFAULT_PRODID;
  let dates: NormalizedDate[];
  if (dateIndex === undefined) {
    const active = config.dates.filter((date) => date.status !== 'CANCELLED');
    dates = active.length > 0 ? active : config.dates;
  } else {
    const date = config.dates[dateIndex];
    if (date === undefined) {
      throw new AddToCalendarError('no-data', `there is no date with index ${dateIndex}`, 'dates');
    }
    dates = [date];
  }
  const method = dates.every((date) => date.status === 'CANCELLED')
    ? 'CANCEL'
    : dates.every((date) => date.organizer !== undefined && date.attendee !== undefined)
      ? 'REQUEST'
      : 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(prodId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
  ];
  const recurrence = config.recurrence;
  const zoned = recurrence !== undefined && dates.some((date) => !date.allDay);
  if (zoned && recurrence !== undefined) {
    const zones = new Map<string, NormalizedDate>();
    for (const date of dates) if (!date.allDay && !zones.has(date.timeZone)) zones.set(date.timeZone, date);
    for (const [zone, date] of zones)
      lines.push(...vtimezoneLines(zone, ...recurrenceSpan(date, recurrence)));
  }
  const stamp = formatUtc(now);
  for (const date of dates) lines.push(...veventLines(date, config, stamp, zoned));
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** `icsFor` as a data: URL, ready for a download link. */
export function icsDataUrlFor(config: WidgetConfig, dateIndex?: number, options: IcsForOptions = {}): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFor(config, dateIndex, options))}`;
}
