/**
 * The dates and times of a widget configuration: the top-level event or each entry of `dates`, merged
 * with what it inherits, validated by the event rules and turned into instants in its zone.
 */
import { DATE_FIELDS } from './attributes';
import { type Fail, hasValue, safeUrl } from './config-checks';
import { type Attendee, AVAILABILITIES, type NormalizedDate } from './config-types';
import { descriptionToHtml, descriptionToPlain } from './description';
import { AddToCalendarError } from './errors';
import { type EventStatus, generateUid, isValidEmail, normalizeEvent, parseOrganizer } from './event';
import { asText, parseBoolean } from './parse';
import { presentFields } from './present-fields';
import { addDays, addOneDay, canonicalTimeZone, utcToZonedTime, zonedTimeToUtc } from './time';

export const DEFAULT_TIME_ZONE = 'GMT';

const TODAY_PATTERN = /^today(?:\s*([+-])\s*(\d{1,4}))?$/i;
const UID_PATTERN = /^[\w-]{1,254}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface DatesContext {
  now: Date;
  subscribe: boolean;
  recurring: boolean;
  /** The zone used when useUserTZ is set; defaults to the runtime's zone. */
  userTimeZone: string | undefined;
  warnings: string[];
  fail: Fail;
}

/** The `dates` list: [] when absent, null when given but not a list of objects. */
export function parseDatesList(value: unknown): Record<string, unknown>[] | null {
  if (value === undefined || value === null || value === '') return [];
  const parsed = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(parsed)) return null;
  if (!parsed.every((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry)))
    return null;
  return parsed as Record<string, unknown>[];
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * One normalized date per entry of `dates` (or the top-level event alone). An entry inherits every
 * event field it leaves empty, except its dates; times come as a pair. Entries without their own uid get
 * `<uid>-<n>` so each VEVENT is distinct.
 */
export function normalizeDates(
  input: Record<string, unknown>,
  rawDates: Record<string, unknown>[],
  ctx: DatesContext,
): NormalizedDate[] {
  const { warnings } = ctx;
  // Only when asked: building an Intl.DateTimeFormat to read the runtime's zone was two thirds of
  // normalising an event (a server makes one .ics per booking).
  const userZone = parseBoolean(input.useUserTZ)
    ? (ctx.userTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)
    : undefined;
  const baseUid = checkUid(asText(input.uid)?.trim() || undefined, 'uid', warnings);
  const entries: Record<string, unknown>[] = rawDates.length > 0 ? rawDates : [{}];
  return entries.map((entry, index) => {
    const prefix = rawDates.length > 0 ? `dates[${index}].` : '';
    const merged: Record<string, unknown> = {};
    for (const key of DATE_FIELDS) merged[key] = hasValue(entry[key]) ? entry[key] : input[key];
    // Times come as a pair: a sub-event giving either time does not inherit the other.
    if (hasValue(entry.startTime) || hasValue(entry.endTime)) {
      merged.startTime = entry.startTime;
      merged.endTime = entry.endTime;
    }
    if (rawDates.length > 0) {
      merged.startDate = entry.startDate;
      merged.endDate = entry.endDate;
    }
    if (userZone !== undefined) merged.timeZone = userZone;
    const ownUid = asText(entry.uid)?.trim();
    const uid =
      rawDates.length > 0 && ownUid
        ? checkUid(ownUid, `${prefix}uid`, warnings)
        : rawDates.length > 1
          ? `${baseUid}-${index + 1}`
          : baseUid;
    return normalizeDate(merged, index, prefix, uid, ctx);
  });
}

function checkUid(value: string | undefined, field: string, warnings: string[]): string {
  if (value !== undefined && UID_PATTERN.test(value)) {
    if (!UUID_PATTERN.test(value)) warnings.push(`${field} "${value}" is not a UUID; kept`);
    return value;
  }
  const generated = generateUid();
  if (value !== undefined) warnings.push(`${field} "${value}" is not valid; replaced by ${generated}`);
  return generated;
}

/** 'today', 'today+3', 'today-10' in the event's zone, or the value unchanged. */
function resolveToday(value: unknown, timeZone: string, now: Date): unknown {
  if (typeof value !== 'string') return value;
  const match = TODAY_PATTERN.exec(value.trim());
  if (!match) return value;
  const today = utcToZonedTime(now, timeZone).date;
  const offset = match[2] === undefined ? 0 : Number(match[2]) * (match[1] === '-' ? -1 : 1);
  return addDays(today, offset);
}

function normalizeDate(
  merged: Record<string, unknown>,
  index: number,
  prefix: string,
  uid: string,
  ctx: DatesContext,
): NormalizedDate {
  const { fail, warnings } = ctx;
  const zoneRaw = asText(merged.timeZone)?.trim() || DEFAULT_TIME_ZONE;
  const timeZone = canonicalTimeZone(zoneRaw);
  if (timeZone === undefined) {
    throw fail('invalid-time-zone', `invalid time zone given [${zoneRaw}]`, `${prefix}timeZone`);
  }
  let startDate = resolveToday(merged.startDate, timeZone, ctx.now);
  if (!hasValue(startDate) && ctx.subscribe) startDate = utcToZonedTime(ctx.now, timeZone).date;
  if (!hasValue(startDate)) {
    throw fail('missing-start-date', `required setting missing [${prefix}startDate]`, `${prefix}startDate`);
  }

  const sequenceRaw = asText(merged.sequence)?.trim();
  if (sequenceRaw !== undefined && sequenceRaw !== '' && !/^\d+$/.test(sequenceRaw)) {
    warnings.push(`${prefix}sequence "${sequenceRaw}" is not a whole number of at least 0; using 0`);
  }

  let event: ReturnType<typeof normalizeEvent>;
  try {
    event = normalizeEvent({
      name: asText(merged.name) ?? '',
      ...(typeof merged.description === 'string' && { description: merged.description }),
      ...(typeof merged.location === 'string' && { location: merged.location }),
      startDate: String(startDate),
      ...(hasValue(merged.endDate) && { endDate: String(resolveToday(merged.endDate, timeZone, ctx.now)) }),
      ...(hasValue(merged.startTime) && { startTime: asText(merged.startTime) ?? '' }),
      ...(hasValue(merged.endTime) && { endTime: asText(merged.endTime) ?? '' }),
      timeZone,
      uid,
      ...(hasValue(merged.status) && { status: merged.status as EventStatus }),
      ...(sequenceRaw !== undefined && { sequence: sequenceRaw as unknown as number }),
      ...(hasValue(merged.organizer) && { organizer: asText(merged.organizer) ?? '\u0000' }),
    });
  } catch (error) {
    if (!(error instanceof AddToCalendarError)) throw error;
    const field = error.field === undefined ? undefined : `${prefix}${error.field}`;
    const detail = error.message.replace(/\[([^\]:]+)(:|\])/, (_m, key: string, end: string) =>
      error.field === undefined ? `[${key}${end}` : `[${prefix}${key}${end}`,
    );
    throw fail(error.code, detail, field);
  }

  const organizer = event.organizer === undefined ? undefined : parseOrganizer(event.organizer);
  const attendee = readAttendee(merged.attendee, `${prefix}attendee`, fail);
  if (attendee !== undefined && organizer === undefined) {
    throw fail(
      'attendee-without-organizer',
      `attendee requires an organizer [${prefix}attendee]`,
      `${prefix}attendee`,
    );
  }
  const availabilityRaw = asText(merged.availability)?.trim().toLowerCase();
  const availability = AVAILABILITIES.find((value) => value === availabilityRaw);
  if (availabilityRaw && availability === undefined) {
    throw fail(
      'invalid-availability',
      `availability must be free or busy [${prefix}availability]`,
      `${prefix}availability`,
    );
  }
  const icsFile =
    prefix === ''
      ? undefined
      : safeUrl(asText(merged.icsFile)?.trim() || undefined, `${prefix}icsFile`, 'ics', warnings, fail);

  const start = event.allDay
    ? zonedTimeToUtc(event.startDate, '00:00', timeZone)
    : zonedTimeToUtc(event.startDate, event.startTime, timeZone);
  const end = event.allDay
    ? zonedTimeToUtc(addOneDay(event.endDate), '00:00', timeZone)
    : zonedTimeToUtc(event.endDate, event.endTime, timeZone);

  return {
    index,
    name: event.name,
    ...(event.description !== undefined && {
      description: event.description,
      descriptionHtml: descriptionToHtml(event.description),
      descriptionPlain: descriptionToPlain(event.description),
    }),
    ...presentFields({ location: event.location }),
    startDate: event.startDate,
    endDate: event.endDate,
    ...(!event.allDay && { startTime: event.startTime, endTime: event.endTime }),
    allDay: event.allDay,
    timeZone,
    timestamp: start.getTime(),
    endTimestamp: end.getTime(),
    overdue: !ctx.recurring && end.getTime() < ctx.now.getTime(),
    onlineEvent: /^https?:\/\//i.test(event.location ?? ''),
    status: event.status,
    sequence: event.sequence,
    uid: event.uid,
    ...presentFields({ organizer, attendee, availability, icsFile }),
  };
}

function readAttendee(value: unknown, field: string, fail: Fail): Attendee | undefined {
  const raw = asText(value)?.trim();
  if (!raw) return undefined;
  if (!raw.includes('|')) {
    if (isValidEmail(raw)) return { name: '', email: raw };
  } else {
    const parsed = parseOrganizer(raw);
    if (parsed !== undefined) return parsed;
  }
  throw fail(
    'invalid-attendee',
    `attendee needs an email or the schema "NAME|EMAIL" (name at most 50 characters, email at most 80) [${field}]`,
    field,
  );
}
