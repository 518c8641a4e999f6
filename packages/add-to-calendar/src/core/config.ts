import { descriptionToHtml, descriptionToPlain } from './description';
import { AddToCalendarError, type AddToCalendarErrorCode } from './errors';
import {
  type EventStatus,
  generateUid,
  isValidEmail,
  normalizeEvent,
  type Organizer,
  parseOrganizer,
} from './event';
import { type FormField, normalizeFormFields } from './form';
import { type CalendarOption, DEFAULT_OPTIONS, resolveOption } from './options';
import { asText, parseBoolean, parseList, parseObject, parseStringRecord } from './parse';
import { presentFields } from './present-fields';
import { isRecurrenceProblem, normalizeRecurrence, type Recurrence } from './recurrence';
import { addDays, addOneDay, canonicalTimeZone, utcToZonedTime, zonedTimeToUtc } from './time';
import { isPathTraversal } from './url';

// The calls the element makes, reachable from this module too; the package entry exports the rest.
export { icsFileName } from './ics';
export type { CalendarOption } from './options';
export { availableOptions } from './options';
export { calendarUrl } from './providers';

export const BUTTON_STYLES = [
  'default',
  '3d',
  'flat',
  'round',
  'neumorphism',
  'text',
  'date',
  'custom',
  'none',
] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];
export const LIST_STYLES = ['dropdown', 'dropdown-static', 'dropup-static', 'overlay', 'modal'] as const;
export type ListStyle = (typeof LIST_STYLES)[number];
export const TRIGGERS = ['hover', 'click'] as const;
export type Trigger = (typeof TRIGGERS)[number];
export const LIGHT_MODES = ['light', 'dark', 'system', 'bodyScheme'] as const;
export type LightMode = (typeof LIGHT_MODES)[number];
export const PAST_DATE_HANDLING = ['none', 'disable', 'hide'] as const;
export type PastDateHandling = (typeof PAST_DATE_HANDLING)[number];
export const AVAILABILITIES = ['free', 'busy'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const THANK_YOU_TYPES = ['text', 'link', 'share', 'form'] as const;
export type ThankYouType = (typeof THANK_YOU_TYPES)[number];

/** The display and test flags of section 3, all false unless set. */
export const DISPLAY_FLAGS = [
  'hideIconButton',
  'hideIconList',
  'hideIconModal',
  'hideTextLabelButton',
  'hideTextLabelList',
  'hideBackground',
  'hideCheckmark',
  'hideBranding',
  'hideRichData',
  'hideButton',
  'inline',
  'inlineRsvp',
  'buttonsList',
  'bypassWebViewCheck',
  'blockInteraction',
  'disabled',
  'hidden',
  'forceOverlay',
  'fakeMobile',
  'fakeIOS',
  'fakeAndroid',
  'debug',
  'dev',
] as const;
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

/** Languages written right to left; the element mirrors its layout for them. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa', 'he', 'ur'];
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_TIME_ZONE = 'GMT';
/** size steps 0-10 map to font sizes 10-20 px; 6 gives the default 16 px. */
export const DEFAULT_SIZE_STEP = 6;

export interface Attendee {
  /** Empty when only an email was given. */
  name: string;
  email: string;
}

/** One date of the widget: the top-level event, or one entry of `dates` with the inherited values. */
export interface NormalizedDate {
  /** Position in `dates`, from 0. */
  index: number;
  name: string;
  /** The description as configured (bracket markup kept). */
  description?: string;
  /** The description as HTML: text escaped, markup turned into tags. */
  descriptionHtml?: string;
  /** The description as plain text: markup removed, [br] as line breaks. */
  descriptionPlain?: string;
  location?: string;
  /** YYYY-MM-DD, 'today±N' already resolved. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
  /** HH:MM, only for timed dates. */
  startTime?: string;
  endTime?: string;
  allDay: boolean;
  timeZone: string;
  /** The start instant (for all-day dates, midnight in timeZone), in epoch milliseconds. */
  timestamp: number;
  /** The end instant, exclusive (for all-day dates, midnight after endDate in timeZone). */
  endTimestamp: number;
  /** The end has passed. Recurring events are never overdue. */
  overdue: boolean;
  /** The location is a web address (starts with http). */
  onlineEvent: boolean;
  status: EventStatus;
  sequence: number;
  uid: string;
  organizer?: Organizer;
  attendee?: Attendee;
  availability?: Availability;
  /** A safe http(s) .ics address for this date, used instead of a generated file. */
  icsFile?: string;
}

export interface ThankYouConfig {
  /** A link or form without an http URL falls back to text. */
  type: ThankYouType;
  headline?: string;
  text?: string;
  url?: string;
  buttonLabel?: string;
  fields: FormField[];
}

export interface RsvpConfig {
  headline?: string;
  text?: string;
  /** Max people per answer; 1 (the default) hides the amount field. */
  maxpp: number;
  /** Total limit, when set. */
  max?: number;
  /** When answers close, as an epoch-milliseconds instant. */
  expires?: number;
  initialConfirmation: boolean;
  maybeOption: boolean;
  fields: FormField[];
  /** Past `expires` at `ctx.now`. */
  expired: boolean;
  /** Set by the element once the count endpoint reports `max` reached; false from the core. */
  bookedOut: boolean;
}

/** Font sizes in px for large, medium and small screens. */
export interface SizeConfig {
  l: number;
  m: number;
  s: number;
}

export interface WidgetConfig {
  identifier: string;
  /** The top-level name (each date may override it). */
  name: string;
  /** At least one; more only for multi-date events. */
  dates: NormalizedDate[];
  /** Configured with a `dates` list of more than one entry. */
  multiDate: boolean;
  recurrence?: Recurrence;
  subscribe: boolean;
  /** Safe http(s) .ics address at top level (required for subscriptions). */
  icsFile?: string;
  iCalFileName?: string;
  /** YYYYMMDDTHHMMSSZ. */
  created?: string;
  updated?: string;
  options: CalendarOption[];
  optionsMobile?: CalendarOption[];
  optionsIOS?: CalendarOption[];
  buttonStyle: ButtonStyle;
  listStyle: ListStyle;
  trigger: Trigger;
  /** The button text; the element falls back to its translated default. */
  label?: string;
  size: SizeConfig;
  lightMode: LightMode;
  styleLight?: string;
  styleDark?: string;
  customCss?: string;
  customVar: Record<string, string>;
  customLabels: Record<string, string>;
  /** Two lower-case letters. */
  language: string;
  rtl: boolean;
  pastDateHandling: PastDateHandling;
  useUserTZ: boolean;
  images: string[];
  cspnonce?: string;
  /** The flags as configured, except buttonsList, which is off for the date style. */
  flags: Record<DisplayFlag, boolean>;
  /** Every date is overdue. */
  allOverdue: boolean;
  /** Disabled by the flag or by pastDateHandling 'disable' when all dates are overdue. */
  disabled: boolean;
  /** Hidden by the flag or by pastDateHandling 'hide' when all dates are overdue. */
  hidden: boolean;
  /** Disabled, hidden or blockInteraction: the element ignores clicks and keys. */
  blockInteraction: boolean;
  ty?: ThankYouConfig;
  rsvp?: RsvpConfig;
  /** The event's key on its RSVP server (our event id); without it the RSVP form is only a demo. */
  proKey?: string;
  /** The http(s) address of the server keeping the answers, without a trailing slash. */
  rsvpServer?: string;
  /** Non-fatal problems (replaced uid, reset sequence, refused unsafe URL, unknown style value). */
  warnings: string[];
}

export interface NormalizeContext {
  now: Date;
  /** Already checked by the element (word characters, hyphen or underscore). */
  identifier: string;
  /** The zone used when useUserTZ is set; defaults to the runtime's zone. */
  userTimeZone?: string;
  /** Fallback language when none or an unsupported one is set; defaults to 'en'. */
  defaultLanguage?: string;
  /** Languages the caller has texts for; any other falls back to defaultLanguage. */
  supportedLanguages?: readonly string[];
}

// Fields a `dates` entry may override; everything else is set once for the widget.
export const DATE_FIELDS = [
  'name',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'status',
  'sequence',
  'organizer',
  'attendee',
  'availability',
  'location',
  'uid',
  'icsFile',
] as const;
const TODAY_PATTERN = /^today(?:\s*([+-])\s*(\d{1,4}))?$/i;
const UID_PATTERN = /^[\w-]{1,254}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const TIMESTAMP_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const PRO_KEY_PATTERN = /^[\w-]{1,200}$/;
const CSP_NONCE_FORBIDDEN = /["'`()[\]{}<>\s]/;

/** Identifier rule of section 5: word characters, hyphen or underscore. */
export function isValidIdentifier(value: string): boolean {
  return /^[\w-]+$/.test(value);
}

/**
 * Validates what the element read from its attributes and applies every rule and default of the spec
 * (sections 3, 4, 5 and 9). Throws AddToCalendarError prefixed with the identifier and naming the field;
 * problems the spec repairs instead of refusing are listed in `warnings`.
 */
export function normalizeConfig(input: Record<string, unknown>, ctx: NormalizeContext): WidgetConfig {
  const identifier = ctx.identifier;
  // Every message names the failing field, also when the detail alone only quotes the bad value.
  const fail = (code: AddToCalendarErrorCode, detail: string, field?: string): AddToCalendarError =>
    new AddToCalendarError(
      code,
      `[${identifier}] Add to Calendar Button generation failed: ${detail}${
        field !== undefined && !detail.includes(field) ? ` [${field}]` : ''
      }`,
      field,
      identifier,
    );
  if (typeof input !== 'object' || input === null || Object.keys(input).length === 0) {
    throw fail('no-data', 'No data provided.');
  }
  if (!(ctx.now instanceof Date) || Number.isNaN(ctx.now.getTime())) {
    throw fail('invalid-now', 'the "now" context must be a valid Date', 'now');
  }
  const warnings: string[] = [];
  const text = (key: string): string | undefined => {
    const value = asText(input[key])?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const name = text('name');
  if (name === undefined) throw fail('missing-name', 'required setting missing [name]', 'name');

  const cspnonce = text('cspnonce');
  if (cspnonce !== undefined && CSP_NONCE_FORBIDDEN.test(cspnonce)) {
    throw fail('invalid-cspnonce', 'cspnonce contains forbidden characters', 'cspnonce');
  }

  const subscribe = parseBoolean(input.subscribe);
  const rawDates = parseDatesList(input.dates);
  if (rawDates === null) throw fail('no-data', 'dates must be a list of sub-events [dates]', 'dates');
  const multiDate = rawDates.length > 1;
  if (subscribe && multiDate) {
    throw fail(
      'subscribe-multi-date',
      'a subscription cannot have multiple dates [subscribe, dates]',
      'dates',
    );
  }

  const icsFile = safeUrl(text('icsFile'), 'icsFile', 'ics', warnings, fail);
  if (subscribe && icsFile === undefined) {
    throw fail(
      'subscribe-without-ics-file',
      'a subscription needs an explicit ics file [icsFile]',
      'icsFile',
    );
  }

  const buttonStyle = (text('buttonStyle')?.toLowerCase() ?? 'default') as ButtonStyle;
  if (!BUTTON_STYLES.includes(buttonStyle)) {
    throw fail('invalid-button-style', `buttonStyle invalid [${String(input.buttonStyle)}]`, 'buttonStyle');
  }
  const customCss = safeUrl(text('customCss'), 'customCss', 'css', warnings, fail);
  if (buttonStyle === 'custom' && customCss === undefined) {
    throw fail(
      'custom-style-without-css',
      'the custom style needs a customCss file [customCss]',
      'customCss',
    );
  }
  const rsvpInput = parseObject(input.rsvp);
  if (rsvpInput !== undefined && (buttonStyle === 'date' || buttonStyle === 'none')) {
    throw fail(
      'rsvp-style-incompatible',
      `RSVP is not compatible with the ${buttonStyle} style [buttonStyle]`,
      'buttonStyle',
    );
  }

  const created = timestamp(text('created'), 'created', fail);
  const updated = timestamp(text('updated'), 'updated', fail);

  const options = readOptions(input.options, 'options', fail) ?? [...DEFAULT_OPTIONS];
  const optionsMobile = readOptions(input.optionsMobile, 'optionsMobile', fail);
  const optionsIOS = readOptions(input.optionsIOS, 'optionsIOS', fail);

  const recurrenceResult = normalizeRecurrence(input);
  if (isRecurrenceProblem(recurrenceResult)) {
    throw fail(recurrenceResult.code, recurrenceResult.detail, recurrenceResult.field);
  }
  const recurrence = recurrenceResult;
  if (recurrence !== undefined && multiDate) {
    throw fail(
      'rrule-multi-date',
      'RRULE and multi-date set at the same time [recurrence, dates]',
      'recurrence',
    );
  }

  const useUserTZ = parseBoolean(input.useUserTZ);
  // Only when asked: building an Intl.DateTimeFormat to read the runtime's zone was two thirds of
  // normalising an event (a server makes one .ics per booking).
  const userZone = useUserTZ
    ? (ctx.userTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)
    : undefined;

  const topUid = text('uid');
  const baseUid = checkUid(topUid, 'uid', warnings);
  const entries: Record<string, unknown>[] = rawDates.length > 0 ? rawDates : [{}];
  const dates = entries.map((entry, index) => {
    const prefix = rawDates.length > 0 ? `dates[${index}].` : '';
    const merged: Record<string, unknown> = {};
    for (const key of DATE_FIELDS) {
      const own = entry[key];
      merged[key] = own === undefined || own === null || own === '' ? input[key] : own;
    }
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
    return normalizeDate(merged, {
      index,
      prefix,
      uid,
      subscribe,
      recurring: recurrence !== undefined,
      now: ctx.now,
      warnings,
      fail,
    });
  });

  const listStyleRaw = text('listStyle')?.toLowerCase() ?? 'dropdown';
  let listStyle = pick(LIST_STYLES, listStyleRaw, 'dropdown', 'listStyle', warnings);
  let trigger = pick(TRIGGERS, text('trigger')?.toLowerCase() ?? 'hover', 'hover', 'trigger', warnings);
  const flags = {} as Record<DisplayFlag, boolean>;
  for (const flag of DISPLAY_FLAGS) flags[flag] = parseBoolean(input[flag]);
  // Section 2: these styles and the modal list only work on click; the date style has no buttons list;
  // a dropdown under a visible button label but an unlabelled list would look detached, so it overlays.
  if (['round', 'text', 'date', 'neumorphism'].includes(buttonStyle) || listStyle === 'modal')
    trigger = 'click';
  // Ours: under an inline RSVP form a pointer moving between fields (and the form growing as messages
  // appear) would open the list over the form, its background taking the next click.
  if (rsvpInput !== undefined && flags.inlineRsvp) trigger = 'click';
  if (buttonStyle === 'date') flags.buttonsList = false;
  if (
    ['default', '3d', 'flat'].includes(buttonStyle) &&
    flags.hideTextLabelList &&
    !flags.hideTextLabelButton &&
    listStyle.startsWith('drop')
  ) {
    listStyle = 'overlay';
  }

  const languageRaw = (text('language') ?? '').slice(0, 2).toLowerCase();
  const defaultLanguage = ctx.defaultLanguage ?? DEFAULT_LANGUAGE;
  const language =
    /^[a-z]{2}$/.test(languageRaw) && (ctx.supportedLanguages?.includes(languageRaw) ?? true)
      ? languageRaw
      : defaultLanguage;

  const pastDateHandling = pick(
    PAST_DATE_HANDLING,
    text('pastDateHandling') ?? 'none',
    'none',
    'pastDateHandling',
    warnings,
  );
  const allOverdue = dates.every((date) => date.overdue);
  const disabled = flags.disabled || (allOverdue && pastDateHandling === 'disable');
  const hidden = flags.hidden || (allOverdue && pastDateHandling === 'hide');

  const images = (parseList(input.images) ?? []).flatMap((image, index) => {
    const safe = safeUrl(image, `images[${index}]`, 'link', warnings, fail);
    return safe === undefined ? [] : [safe];
  });

  const iCalFileName = text('iCalFileName');
  const label = text('label');
  const styleLight = text('styleLight');
  const styleDark = text('styleDark');
  const ty = normalizeThankYou(parseObject(input.ty), warnings);
  const rsvp = rsvpInput === undefined ? undefined : normalizeRsvp(rsvpInput, ctx.now, warnings);
  const proKey = text('proKey');
  if (proKey !== undefined && !PRO_KEY_PATTERN.test(proKey)) warnings.push(`proKey "${proKey}" ignored`);
  const rsvpServer = text('rsvpServer')?.replace(/\/+$/, '');
  const safeServer =
    rsvpServer !== undefined &&
    /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(rsvpServer) &&
    !isPathTraversal(rsvpServer)
      ? rsvpServer
      : undefined;
  if (rsvpServer !== undefined && safeServer === undefined) {
    warnings.push(`security: rsvpServer "${rsvpServer}" is not a safe http(s) address; ignored`);
  }

  return {
    identifier,
    name,
    dates,
    multiDate,
    ...presentFields({ recurrence }),
    subscribe,
    ...presentFields({ icsFile, iCalFileName, created, updated }),
    options,
    ...presentFields({ optionsMobile, optionsIOS }),
    buttonStyle,
    listStyle,
    trigger,
    ...presentFields({ label }),
    size: parseSize(text('size'), warnings),
    lightMode: pick(LIGHT_MODES, text('lightMode') ?? 'system', 'system', 'lightMode', warnings),
    ...presentFields({ styleLight, styleDark, customCss }),
    customVar: parseStringRecord(input.customVar),
    customLabels: parseStringRecord(input.customLabels),
    language,
    rtl: RTL_LANGUAGES.includes(language),
    pastDateHandling,
    useUserTZ,
    images,
    ...presentFields({ cspnonce }),
    flags,
    allOverdue,
    disabled,
    hidden,
    blockInteraction: flags.blockInteraction || disabled || hidden,
    ...presentFields({ ty, rsvp }),
    ...(proKey !== undefined && PRO_KEY_PATTERN.test(proKey) && { proKey }),
    ...presentFields({ rsvpServer: safeServer }),
    warnings,
  };
}

type Fail = (code: AddToCalendarErrorCode, detail: string, field?: string) => AddToCalendarError;

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The `dates` list: [] when absent, null when given but not a list of objects. */
function parseDatesList(value: unknown): Record<string, unknown>[] | null {
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

function pick<T extends string>(
  allowed: readonly T[],
  value: string,
  fallback: T,
  field: string,
  warnings: string[],
): T {
  const match = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (match !== undefined) return match;
  warnings.push(`${field} "${value}" is not one of ${allowed.join(', ')}; using ${fallback}`);
  return fallback;
}

function readOptions(value: unknown, field: string, fail: Fail): CalendarOption[] | undefined {
  const list = parseList(value);
  if (list === undefined || list.length === 0) return undefined;
  return list.map((item) => {
    const option = resolveOption(item);
    if (option === undefined) throw fail('invalid-option', `invalid option [${item}]`, field);
    return option;
  });
}

function timestamp(value: string | undefined, field: string, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  const match = TIMESTAMP_PATTERN.exec(value);
  const valid =
    match !== null &&
    !Number.isNaN(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) &&
    Number(match[2]) <= 12 &&
    Number(match[3]) <= 31 &&
    Number(match[4]) <= 23 &&
    Number(match[5]) <= 59 &&
    Number(match[6]) <= 59;
  if (!valid) {
    throw fail(
      'invalid-created-updated',
      `${field} date format not valid [${value} -> YYYYMMDDTHHMMSSZ]`,
      field,
    );
  }
  return value;
}

/**
 * ics addresses must be http(s) (and .ics files generated locally otherwise); CSS must be an http(s)
 * or root-relative address ending in .css; other links must be http(s). A path-traversal pattern
 * refuses the address with a warning instead of failing, so the rest of the widget still works.
 */
function safeUrl(
  value: string | undefined,
  field: string,
  kind: 'ics' | 'css' | 'link',
  warnings: string[],
  fail: Fail,
): string | undefined {
  if (value === undefined) return undefined;
  if (isPathTraversal(value)) {
    warnings.push(`security: ${field} refused, it contains a path-traversal pattern [${value}]`);
    return undefined;
  }
  const http = /^https?:\/\/[^\s/]+[^\s]*$/i.test(value);
  if (kind === 'ics' && !http)
    throw fail('invalid-ics-file', `explicit ics file path not valid [${value}]`, field);
  if (kind === 'css') {
    const path = value.split(/[?#]/)[0] ?? '';
    if (!(http || /^\/(?!\/)\S*$/.test(value)) || !/\.css$/i.test(path)) {
      throw fail('invalid-custom-css', `customCss not a valid url [${value}]`, field);
    }
  }
  if (kind === 'link' && !http) {
    warnings.push(`${field} refused, it is not an http(s) address [${value}]`);
    return undefined;
  }
  return value;
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

interface DateContext {
  index: number;
  prefix: string;
  uid: string;
  subscribe: boolean;
  recurring: boolean;
  now: Date;
  warnings: string[];
  fail: Fail;
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

function normalizeDate(merged: Record<string, unknown>, ctx: DateContext): NormalizedDate {
  const { prefix, fail, warnings } = ctx;
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
      uid: ctx.uid,
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
    throw fail(error.code === 'missing-name' ? 'missing-name' : error.code, detail, field);
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
  const availability = availabilityRaw
    ? AVAILABILITIES.find((value) => value === availabilityRaw)
    : undefined;
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
    index: ctx.index,
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

/** 'l|m|s' steps 0-10 (one value sets all three, two set l and m); font size is 10 + step px. */
function parseSize(value: string | undefined, warnings: string[]): SizeConfig {
  const fallback = 10 + DEFAULT_SIZE_STEP;
  if (value === undefined) return { l: fallback, m: fallback, s: fallback };
  const steps = value.split('|').map((part) => part.trim());
  if (steps.length > 3 || !steps.every((step) => /^(?:10|\d)$/.test(step))) {
    warnings.push(`size "${value}" must be up to three steps 0-10 as 'l|m|s'; using ${DEFAULT_SIZE_STEP}`);
    return { l: fallback, m: fallback, s: fallback };
  }
  const [l, m = l, s = m] = steps.map((step) => 10 + Number(step));
  return { l: l ?? fallback, m: m ?? fallback, s: s ?? fallback };
}

function optionalString(object: Record<string, unknown>, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function normalizeThankYou(
  object: Record<string, unknown> | undefined,
  warnings: string[],
): ThankYouConfig | undefined {
  if (object === undefined) return undefined;
  const typeRaw = optionalString(object, 'type')?.toLowerCase() ?? 'text';
  let type = pick(THANK_YOU_TYPES, typeRaw, 'text', 'ty.type', warnings);
  const urlRaw = optionalString(object, 'url');
  const url =
    urlRaw !== undefined && /^https?:\/\/\S+$/i.test(urlRaw) && !isPathTraversal(urlRaw) ? urlRaw : undefined;
  if ((type === 'link' || type === 'form') && url === undefined) {
    warnings.push(`ty.type ${type} needs an http(s) url; shown as text`);
    type = 'text';
  }
  const headline = optionalString(object, 'headline');
  const bodyText = optionalString(object, 'text');
  const buttonLabel = optionalString(object, 'button_label');
  return {
    type,
    ...presentFields({ headline, text: bodyText, url, buttonLabel }),
    fields: normalizeFormFields(object.fields, warnings, 'ty.fields'),
  };
}

function normalizeRsvp(object: Record<string, unknown>, now: Date, warnings: string[]): RsvpConfig {
  const whole = (key: string): number | undefined => {
    const value = asText(object[key])?.trim();
    return value !== undefined && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
  };
  const expiresRaw = optionalString(object, 'expires');
  const expiresMs = expiresRaw === undefined ? undefined : Date.parse(expiresRaw);
  if (expiresRaw !== undefined && Number.isNaN(expiresMs)) {
    warnings.push(`rsvp.expires "${expiresRaw}" is not a date; ignored`);
  }
  const expires = expiresMs !== undefined && !Number.isNaN(expiresMs) ? expiresMs : undefined;
  const max = whole('max');
  const headline = optionalString(object, 'headline');
  const bodyText = optionalString(object, 'text');
  return {
    ...presentFields({ headline, text: bodyText }),
    maxpp: whole('maxpp') ?? 1,
    ...presentFields({ max, expires }),
    initialConfirmation: parseBoolean(object.initial_confirmation ?? false),
    maybeOption: parseBoolean(object.maybe_option ?? false),
    fields: normalizeFormFields(object.fields, warnings, 'rsvp.fields'),
    expired: parseBoolean(object.expired ?? false) || (expires !== undefined && now.getTime() > expires),
    bookedOut: parseBoolean(object.bookedOut ?? false),
  };
}
