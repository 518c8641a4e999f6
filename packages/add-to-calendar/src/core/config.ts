/**
 * `normalizeConfig`: what the element read from its attributes, validated with every rule and default of
 * the spec (sections 3, 4, 5 and 9). It reads as a table of contents; each concern lives in its module:
 * the keys in `attributes.ts`, the shapes in `config-types.ts`, dates and times in `config-dates.ts`,
 * recurrence in `recurrence.ts`, the look in `config-display.ts`, RSVP and thank-you in `config-forms.ts`.
 */
import { type Fail, failureFor, safeUrl } from './config-checks';
import { normalizeDates, parseDatesList } from './config-dates';
import { RTL_LANGUAGES, readDisplay, readLanguage } from './config-display';
import { normalizeRsvp, normalizeThankYou, rsvpTarget } from './config-forms';
import { BUTTON_STYLES, type ButtonStyle, type NormalizeContext, type WidgetConfig } from './config-types';
import { type CalendarOption, DEFAULT_OPTIONS, resolveOption } from './options';
import { asText, parseBoolean, parseList, parseObject, parseStringRecord } from './parse';
import { presentFields } from './present-fields';
import { isRecurrenceProblem, normalizeRecurrence } from './recurrence';

export { DISPLAY_FLAGS } from './attributes';
export { DEFAULT_TIME_ZONE } from './config-dates';
export { DEFAULT_LANGUAGE, DEFAULT_SIZE_STEP, RTL_LANGUAGES } from './config-display';
export type * from './config-types';
export {
  AVAILABILITIES,
  BUTTON_STYLES,
  LIGHT_MODES,
  LIST_STYLES,
  PAST_DATE_HANDLING,
  THANK_YOU_TYPES,
  TRIGGERS,
} from './config-types';
// The calls the element makes, reachable from this module too; the package entry exports the rest.
export type { CalendarOption } from './options';
export { availableOptions } from './options';

const TIMESTAMP_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const CSP_NONCE_FORBIDDEN = /["'`()[\]{}<>\s]/;

/** Identifier rule of section 5: word characters, hyphen or underscore. */
export function isValidIdentifier(value: string): boolean {
  return /^[\w-]+$/.test(value);
}

/**
 * Validates what the element read from its attributes and applies every rule and default of the spec.
 * Throws AddToCalendarError prefixed with the identifier and naming the field; problems the spec repairs
 * instead of refusing are listed in `warnings`.
 */
export function normalizeConfig(input: Record<string, unknown>, ctx: NormalizeContext): WidgetConfig {
  const identifier = ctx.identifier;
  const fail = failureFor(identifier);
  if (typeof input !== 'object' || input === null || Object.keys(input).length === 0) {
    throw fail('no-data', 'No data provided.');
  }
  if (!(ctx.now instanceof Date) || Number.isNaN(ctx.now.getTime())) {
    throw fail('invalid-now', 'the "now" context must be a valid Date', 'now');
  }
  const warnings: string[] = [];
  const text = (key: string): string | undefined => asText(input[key])?.trim() || undefined;

  const name = text('name');
  if (name === undefined) throw fail('missing-name', 'required setting missing [name]', 'name');
  const cspnonce = text('cspnonce');
  if (cspnonce !== undefined && CSP_NONCE_FORBIDDEN.test(cspnonce)) {
    throw fail('invalid-cspnonce', 'cspnonce contains forbidden characters', 'cspnonce');
  }

  // What is saved: one date or several, or a subscription to a feed.
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

  // The look, checked before the dates so a style error names the style.
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

  const recurrence = normalizeRecurrence(input);
  if (isRecurrenceProblem(recurrence)) throw fail(recurrence.code, recurrence.detail, recurrence.field);
  if (recurrence !== undefined && multiDate) {
    throw fail(
      'rrule-multi-date',
      'RRULE and multi-date set at the same time [recurrence, dates]',
      'recurrence',
    );
  }

  const dates = normalizeDates(input, rawDates, {
    now: ctx.now,
    subscribe,
    recurring: recurrence !== undefined,
    userTimeZone: ctx.userTimeZone,
    warnings,
    fail,
  });
  const display = readDisplay(input, text, buttonStyle, rsvpInput !== undefined, warnings);
  const { flags } = display;
  const language = readLanguage(text('language'), ctx.defaultLanguage ?? 'en', ctx.supportedLanguages);

  const { pastDateHandling } = display;
  const allOverdue = dates.every((date) => date.overdue);
  const disabled = flags.disabled || (allOverdue && pastDateHandling === 'disable');
  const hidden = flags.hidden || (allOverdue && pastDateHandling === 'hide');
  const images = (parseList(input.images) ?? []).flatMap((image, index) => {
    const safe = safeUrl(image, `images[${index}]`, 'link', warnings, fail);
    return safe === undefined ? [] : [safe];
  });

  return {
    identifier,
    name,
    dates,
    multiDate,
    ...presentFields({ recurrence }),
    subscribe,
    ...presentFields({ icsFile, iCalFileName: text('iCalFileName'), created, updated }),
    options,
    ...presentFields({ optionsMobile, optionsIOS }),
    buttonStyle,
    listStyle: display.listStyle,
    trigger: display.trigger,
    ...presentFields({ label: text('label') }),
    size: display.size,
    lightMode: display.lightMode,
    ...presentFields({ styleLight: text('styleLight'), styleDark: text('styleDark'), customCss }),
    customVar: parseStringRecord(input.customVar),
    customLabels: parseStringRecord(input.customLabels),
    language,
    rtl: RTL_LANGUAGES.includes(language),
    pastDateHandling,
    useUserTZ: parseBoolean(input.useUserTZ),
    images,
    ...presentFields({ cspnonce }),
    flags,
    allOverdue,
    disabled,
    hidden,
    blockInteraction: flags.blockInteraction || disabled || hidden,
    ...presentFields({
      ty: normalizeThankYou(parseObject(input.ty), warnings),
      rsvp: rsvpInput === undefined ? undefined : normalizeRsvp(rsvpInput, ctx.now, warnings),
    }),
    ...rsvpTarget(text('proKey'), text('rsvpServer'), warnings),
    warnings,
  };
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

/** created / updated: YYYYMMDDTHHMMSSZ with every part in range. */
function timestamp(value: string | undefined, field: string, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  const match = TIMESTAMP_PATTERN.exec(value);
  const valid =
    match !== null &&
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
