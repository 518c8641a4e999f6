import { AddToCalendarError } from './errors';
import { type CalendarEvent, type NormalizedEvent, normalizeEvent, parseOrganizer } from './event';
import { addOneDay, pad, zonedTimeToUtc } from './time';

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
 * The download name: the event's iCalFileName or the spec's default, always with one '.ics'. Path
 * separators and characters that Windows or macOS refuse in file names are replaced.
 */
export function icsFileName(event: Pick<CalendarEvent, 'iCalFileName'> = {}): string {
  const base = (typeof event.iCalFileName === 'string' ? event.iCalFileName : '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are invalid in file names.
    .replace(/[\u0000-\u001F\u007F<>:"/\\|?*]+/g, '-')
    .trim()
    .replace(/\.ics$/i, '')
    // Leading dots would make a hidden file; trailing dots and spaces are stripped by Windows.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  // Cut by code points so a long name never ends in half an emoji.
  const short = Array.from(base).slice(0, 100).join('');
  return `${short || DEFAULT_ICS_FILE_NAME}.ics`;
}
