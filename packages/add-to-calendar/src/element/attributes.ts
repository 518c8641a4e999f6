/**
 * HTML attributes → the configuration object the core validates (`normalizeConfig`). Attribute names are lower-cased by
 * the HTML parser, so each spec key is found again here without letter case.
 */
import { ATTRIBUTES } from '../core/attributes';

const BY_LOWER_CASE = new Map<string, string>(Object.keys(ATTRIBUTES).map((key) => [key.toLowerCase(), key]));

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
