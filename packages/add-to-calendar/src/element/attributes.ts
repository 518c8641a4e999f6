/**
 * HTML attributes → the configuration object the core validates (`normalizeConfig`). Attribute names are lower-cased by
 * the HTML parser, so each spec key is found again here without letter case.
 */
import { DATE_FIELDS, DISPLAY_FLAGS } from '../core/config';

export const CONFIG_KEYS = [
  // The event's own fields, which a `dates` entry may also set.
  ...DATE_FIELDS,
  'useUserTZ',
  'images',
  'recurrence',
  'recurrence_until',
  'recurrence_byDay',
  'recurrence_byMonth',
  'recurrence_byMonthDay',
  'recurrence_weekstart',
  'recurrence_interval',
  'recurrence_count',
  'created',
  'updated',
  'subscribe',
  'options',
  'optionsMobile',
  'optionsIOS',
  'iCalFileName',
  'listStyle',
  'buttonStyle',
  'trigger',
  'label',
  'size',
  'language',
  'customLabels',
  'customCss',
  'lightMode',
  'styleLight',
  'styleDark',
  'customVar',
  'pastDateHandling',
  'proKey',
  'proxy',
  'dates',
  'rsvp',
  // Ours, not the spec's: where the RSVP answers go (default: the page's own origin).
  'rsvpServer',
  'ty',
  'identifier',
  'cspnonce',
] as const;

/** The display and test flags: boolean attributes, present or "true" to switch them on. */
export const FLAG_KEYS = DISPLAY_FLAGS;

const BY_LOWER_CASE = new Map<string, string>(
  [...CONFIG_KEYS, ...FLAG_KEYS].map((key) => [key.toLowerCase(), key]),
);

/** Every attribute the element reacts to, as the HTML parser spells them. */
export const OBSERVED_ATTRIBUTES = [...BY_LOWER_CASE.keys()];

/**
 * The configuration written in the element's attributes, keyed by the spec's names. Values stay text:
 * the core reads lists (`"Apple","Google"`, `Apple, Google`), JSON and flags from strings itself, so a
 * script or the React wrapper can hand it already-parsed values through the same path.
 */
export function configFromAttributes(attributes: Iterable<{ name: string; value: string }>) {
  const config: Record<string, unknown> = {};
  for (const { name, value } of attributes) {
    const key = BY_LOWER_CASE.get(name.toLowerCase());
    if (key !== undefined) config[key] = value;
  }
  return config;
}
