/**
 * The entries of `fields` that hold a value: an optional setting left undefined stays absent from the
 * object built with it, instead of present as `undefined`.
 */
export function presentFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  const present: Partial<T> = {};
  for (const key in fields) if (fields[key] !== undefined) present[key] = fields[key];
  return present;
}
