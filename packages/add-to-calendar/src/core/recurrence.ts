import { presentFields } from './present-fields';
import { pad, parseDate, zonedTimeToUtc } from './time';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** Either a raw RRULE (`rrule`, without the 'RRULE:' prefix) or the simplified fields. */
export type Recurrence =
  | { kind: 'rrule'; rrule: string; hasUntil: boolean }
  | {
      kind: 'simple';
      frequency: RecurrenceFrequency;
      interval: number;
      count?: number;
      /** YYYY-MM-DD, the last day an occurrence may start (inclusive). */
      until?: string;
      byDay?: string;
      byMonth?: string;
      byMonthDay?: string;
      weekstart: string;
      hasUntil: boolean;
    };

/** Why a recurrence field was refused: the field and what it should look like. */
export interface RecurrenceProblem {
  code: 'invalid-rrule' | 'invalid-recurrence';
  field: string;
  detail: string;
}

const RRULE_KEYS = new Set([
  'FREQ',
  'UNTIL',
  'COUNT',
  'INTERVAL',
  'BYSECOND',
  'BYMINUTE',
  'BYHOUR',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
]);
const FREQUENCIES = new Set(['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const BY_DAY_PATTERN = /^[+-]?\d{0,2}(?:MO|TU|WE|TH|FR|SA|SU)(?:,[+-]?\d{0,2}(?:MO|TU|WE|TH|FR|SA|SU))*$/;
const DIGIT_LIST_PATTERN = /^\d{1,2}(?:,\d{1,2})*$/;

/** Parses 'RRULE:FREQ=…;…' (prefix required), checking every part is a known KEY=VALUE pair. */
function parseRawRrule(value: string): Recurrence | RecurrenceProblem {
  const problem: RecurrenceProblem = {
    code: 'invalid-rrule',
    field: 'recurrence',
    detail: `RRULE misspelled [${value}]`,
  };
  const match = /^RRULE:([A-Z0-9=;,:+\-/]+)$/i.exec(value.trim());
  if (!match?.[1]) return problem;
  const rrule = match[1].toUpperCase();
  const keys = new Set<string>();
  for (const part of rrule.split(';')) {
    const [key, partValue, ...rest] = part.split('=');
    if (key === undefined || !RRULE_KEYS.has(key) || !partValue || rest.length > 0 || keys.has(key)) {
      return problem;
    }
    keys.add(key);
    if (key === 'FREQ' && !FREQUENCIES.has(partValue)) return problem;
  }
  if (!keys.has('FREQ')) return problem;
  return { kind: 'rrule', rrule, hasUntil: keys.has('UNTIL') };
}

function positiveInteger(value: unknown): number | undefined | false {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return false;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= 1 ? number : false;
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Reads `recurrence` and the `recurrence_*` fields (spec, section 5). Returns undefined for a
 * non-recurring event, a problem for the first misspelled field.
 */
export function normalizeRecurrence(
  input: Record<string, unknown>,
): Recurrence | RecurrenceProblem | undefined {
  const raw = optionalText(input.recurrence);
  if (raw === undefined) return undefined;
  if (/^RRULE:/i.test(raw)) return parseRawRrule(raw);
  const frequency = RECURRENCE_FREQUENCIES.find((candidate) => candidate === raw.toLowerCase());
  if (frequency === undefined) {
    return { code: 'invalid-rrule', field: 'recurrence', detail: `RRULE misspelled [${raw}]` };
  }

  const interval = positiveInteger(input.recurrence_interval);
  if (interval === false) return recurrenceProblem('recurrence_interval', 'a whole number of at least 1');
  const count = positiveInteger(input.recurrence_count);
  if (count === false) return recurrenceProblem('recurrence_count', 'a whole number of at least 1');

  const untilRaw = optionalText(input.recurrence_until);
  let until: string | undefined;
  if (untilRaw !== undefined) {
    const compact = /^[\d\-:]+$/.test(untilRaw) ? /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(untilRaw) : null;
    const date = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : '';
    if (!parseDate(date)) return recurrenceProblem('recurrence_until', 'YYYY-MM-DD');
    until = date;
  }

  const byDay = optionalText(input.recurrence_byDay)?.toUpperCase().replace(/\s+/g, '');
  if (byDay !== undefined && !BY_DAY_PATTERN.test(byDay)) {
    return recurrenceProblem('recurrence_byDay', 'day codes like MO,2TU,-1FR separated by commas');
  }
  const byMonth = optionalText(input.recurrence_byMonth)?.replace(/\s+/g, '');
  if (byMonth !== undefined && !digitListWithin(byMonth, 12)) {
    return recurrenceProblem('recurrence_byMonth', 'month numbers 1-12 separated by commas');
  }
  const byMonthDay = optionalText(input.recurrence_byMonthDay)?.replace(/\s+/g, '');
  if (byMonthDay !== undefined && !digitListWithin(byMonthDay, 31)) {
    return recurrenceProblem('recurrence_byMonthDay', 'day numbers 1-31 separated by commas');
  }
  const weekstartRaw = optionalText(input.recurrence_weekstart)?.toUpperCase();
  const weekstart = weekstartRaw ?? 'MO';
  if (!(WEEKDAY_CODES as readonly string[]).includes(weekstart)) {
    return recurrenceProblem('recurrence_weekstart', 'a two-letter day code such as MO');
  }

  return {
    kind: 'simple',
    frequency,
    interval: interval ?? 1,
    ...presentFields({ count, until, byDay, byMonth, byMonthDay }),
    weekstart,
    hasUntil: until !== undefined,
  };
}

function digitListWithin(value: string, max: number): boolean {
  return (
    DIGIT_LIST_PATTERN.test(value) &&
    value.split(',').every((item) => Number(item) >= 1 && Number(item) <= max)
  );
}

function recurrenceProblem(field: string, expected: string): RecurrenceProblem {
  return {
    code: 'invalid-recurrence',
    field,
    detail: `recurrence data misspelled [${field} -> ${expected}]`,
  };
}

export function isRecurrenceProblem(value: unknown): value is RecurrenceProblem {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/**
 * The RRULE value (no 'RRULE:' prefix) for an event starting as given. UNTIL must have the same value
 * type as DTSTART (RFC 5545, 3.3.10): a DATE for all-day events, otherwise a UTC date-time — the last
 * second of the until day in the event's zone, so an occurrence on that day is kept.
 */
export function rruleValue(recurrence: Recurrence, event: { allDay: boolean; timeZone: string }): string {
  if (recurrence.kind === 'rrule') return recurrence.rrule;
  const parts = [`FREQ=${recurrence.frequency.toUpperCase()}`];
  if (recurrence.interval !== 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.until !== undefined) {
    parts.push(`UNTIL=${untilValue(recurrence.until, event)}`);
  } else if (recurrence.count !== undefined) {
    // COUNT and UNTIL must not both appear; until wins because it is the stricter bound to honour.
    parts.push(`COUNT=${recurrence.count}`);
  }
  if (recurrence.byDay !== undefined) parts.push(`BYDAY=${recurrence.byDay}`);
  if (recurrence.byMonth !== undefined) parts.push(`BYMONTH=${recurrence.byMonth}`);
  if (recurrence.byMonthDay !== undefined) parts.push(`BYMONTHDAY=${recurrence.byMonthDay}`);
  parts.push(`WKST=${recurrence.weekstart}`);
  return parts.join(';');
}

function untilValue(until: string, event: { allDay: boolean; timeZone: string }): string {
  if (event.allDay) return until.replace(/-/g, '');
  const lastMinute = zonedTimeToUtc(until, '23:59', event.timeZone);
  const instant = new Date(lastMinute.getTime() + 59_000);
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1, 2)}${pad(instant.getUTCDate(), 2)}` +
    `T${pad(instant.getUTCHours(), 2)}${pad(instant.getUTCMinutes(), 2)}${pad(instant.getUTCSeconds(), 2)}Z`
  );
}
