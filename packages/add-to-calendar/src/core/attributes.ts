/**
 * Every configuration key the widget reads (spec 001 §3), once, with what kind of key it is. The element
 * observes exactly these attributes, a `dates` entry may override exactly the `event` ones, and the
 * `flag` ones are the display and test flags; adding a key here is the one change that makes it known.
 *
 * - `event`: a field of the event that each entry of `dates` may override (its own value wins).
 * - `setting`: set once for the whole widget.
 * - `flag`: a boolean attribute, on when present (or "true"), off when absent or "false".
 */
export const ATTRIBUTES = {
  name: 'event',
  description: 'event',
  startDate: 'event',
  startTime: 'event',
  endDate: 'event',
  endTime: 'event',
  timeZone: 'event',
  status: 'event',
  sequence: 'event',
  organizer: 'event',
  attendee: 'event',
  availability: 'event',
  location: 'event',
  uid: 'event',
  icsFile: 'event',
  useUserTZ: 'setting',
  images: 'setting',
  recurrence: 'setting',
  recurrence_until: 'setting',
  recurrence_byDay: 'setting',
  recurrence_byMonth: 'setting',
  recurrence_byMonthDay: 'setting',
  recurrence_weekstart: 'setting',
  recurrence_interval: 'setting',
  recurrence_count: 'setting',
  created: 'setting',
  updated: 'setting',
  subscribe: 'setting',
  options: 'setting',
  optionsMobile: 'setting',
  optionsIOS: 'setting',
  iCalFileName: 'setting',
  listStyle: 'setting',
  buttonStyle: 'setting',
  trigger: 'setting',
  label: 'setting',
  size: 'setting',
  language: 'setting',
  customLabels: 'setting',
  customCss: 'setting',
  lightMode: 'setting',
  styleLight: 'setting',
  styleDark: 'setting',
  customVar: 'setting',
  pastDateHandling: 'setting',
  proKey: 'setting',
  proxy: 'setting',
  dates: 'setting',
  rsvp: 'setting',
  // Ours, not the spec's: where the RSVP answers go (default: the page's own origin).
  rsvpServer: 'setting',
  ty: 'setting',
  identifier: 'setting',
  cspnonce: 'setting',
  hideIconButton: 'flag',
  hideIconList: 'flag',
  hideIconModal: 'flag',
  hideTextLabelButton: 'flag',
  hideTextLabelList: 'flag',
  hideBackground: 'flag',
  hideCheckmark: 'flag',
  hideBranding: 'flag',
  hideRichData: 'flag',
  hideButton: 'flag',
  inline: 'flag',
  inlineRsvp: 'flag',
  buttonsList: 'flag',
  bypassWebViewCheck: 'flag',
  blockInteraction: 'flag',
  disabled: 'flag',
  hidden: 'flag',
  forceOverlay: 'flag',
  fakeMobile: 'flag',
  fakeIOS: 'flag',
  fakeAndroid: 'flag',
  debug: 'flag',
  dev: 'flag',
} as const satisfies Record<string, 'event' | 'setting' | 'flag'>;

export type AttributeName = keyof typeof ATTRIBUTES;
type AttributesOf<Kind> = {
  [K in AttributeName]: (typeof ATTRIBUTES)[K] extends Kind ? K : never;
}[AttributeName];
export type DisplayFlag = AttributesOf<'flag'>;
export type DateField = AttributesOf<'event'>;

const keysOf = <Kind extends 'event' | 'flag'>(kind: Kind) =>
  (Object.keys(ATTRIBUTES) as AttributeName[]).filter(
    (key) => ATTRIBUTES[key] === kind,
  ) as AttributesOf<Kind>[];

/** The display and test flags of section 3, all false unless set. */
export const DISPLAY_FLAGS: readonly DisplayFlag[] = keysOf('flag');
/** Fields a `dates` entry may override; everything else is set once for the widget. */
export const DATE_FIELDS: readonly DateField[] = keysOf('event');
