/**
 * The shapes of a validated widget configuration (`normalizeConfig`) and the values its settings may take.
 */
import type { DisplayFlag } from './attributes';
import type { EventStatus, Organizer } from './event';
import type { FormField } from './form';
import type { CalendarOption } from './options';
import type { Recurrence } from './recurrence';

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
