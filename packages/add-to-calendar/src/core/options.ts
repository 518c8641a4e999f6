/** The calendar services the widget can offer (spec, section 9), in the spec's order. */
export const CALENDAR_OPTIONS = [
  'apple',
  'google',
  'ical',
  'ms365',
  'outlookcom',
  'msteams',
  'yahoo',
] as const;
export type CalendarOption = (typeof CALENDAR_OPTIONS)[number];
export const DEFAULT_OPTIONS: readonly CalendarOption[] = ['ical'];

/** Brand names, never translated. */
export const CALENDAR_OPTION_LABELS: Readonly<Record<CalendarOption, string>> = {
  apple: 'Apple',
  google: 'Google',
  ical: 'iCal File',
  ms365: 'Microsoft 365',
  outlookcom: 'Outlook.com',
  msteams: 'Microsoft Teams',
  yahoo: 'Yahoo',
};

// The spellings users of the best-known widget write, compared without case, spaces, dots or dashes,
// so 'Outlook.com', 'outlookcom' and 'Microsoft 365' all resolve.
const ALIASES: Readonly<Record<string, CalendarOption>> = {
  ...Object.fromEntries(CALENDAR_OPTIONS.map((option) => [option, option])),
  microsoft365: 'ms365',
  microsoftteams: 'msteams',
};

/** The option an option name or alias stands for, or undefined when it is not one. */
export function resolveOption(value: string): CalendarOption | undefined {
  return ALIASES[value.toLowerCase().replace(/[\s.\-_]/g, '')];
}

/** The device facts the platform rules need; the element detects them (or takes the fake* flags). */
export interface Platform {
  ios: boolean;
  android: boolean;
  mobile: boolean;
  webview: boolean;
}

/** The parts of a configuration `availableOptions` reads, so tests and callers can pass just these. */
export interface OptionRulesInput {
  options: readonly CalendarOption[];
  optionsMobile?: readonly CalendarOption[];
  optionsIOS?: readonly CalendarOption[];
  recurrence?: { hasUntil: boolean };
  subscribe: boolean;
}

/**
 * The options to show on this device (spec, section 9): optionsIOS on iOS, else optionsMobile on any
 * mobile device, else options; then iOS drops ical in favour of apple and Android apple in favour of
 * ical (as the best-known widget does); recurring events keep only
 * apple, google and ical (no google on iOS), and with an until also drop apple and ical; subscriptions
 * drop Teams. Order is kept and duplicates are listed once.
 */
export function availableOptions(config: OptionRulesInput, platform: Platform): CalendarOption[] {
  let list: CalendarOption[] = [
    ...((platform.ios && config.optionsIOS) || (platform.mobile && config.optionsMobile) || config.options),
  ];
  if (platform.ios) {
    list = list.map((option) => (option === 'ical' ? 'apple' : option));
  } else if (platform.android) {
    // Android has no Apple Calendar; its calendar apps open an .ics file, which is what Apple gives.
    list = list.map((option) => (option === 'apple' ? 'ical' : option));
  }
  if (config.recurrence !== undefined) {
    const allowed: CalendarOption[] = platform.ios ? ['apple', 'ical'] : ['apple', 'google', 'ical'];
    list = list.filter((option) => allowed.includes(option));
    if (config.recurrence.hasUntil) list = list.filter((option) => option !== 'apple' && option !== 'ical');
  }
  if (config.subscribe) list = list.filter((option) => option !== 'msteams');
  return [...new Set(list)];
}

/**
 * Apple and iCal save a multi-date event as one .ics holding every date, as the best-known widget does;
 * the web calendars take one date per link, so they open the multi-date dialog. A cancelled date needs
 * its own METHOD:CANCEL file and a date with its own `icsFile` is someone else's file, so either keeps
 * the dialog.
 */
export function savesEveryDateAtOnce(
  option: CalendarOption,
  config: {
    multiDate: boolean;
    subscribe: boolean;
    dates: readonly { status: string; icsFile?: string | undefined }[];
  },
): boolean {
  return (
    (option === 'apple' || option === 'ical') &&
    config.multiDate &&
    !config.subscribe &&
    config.dates.every((date) => date.status !== 'CANCELLED' && date.icsFile === undefined)
  );
}
