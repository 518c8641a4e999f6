/**
 * Readers for values that arrive from HTML attributes: always strings there, but a script (or the React
 * wrapper) may set already-parsed values, so every reader accepts both.
 */

/** A list from `["a","b"]`, `"a","b"`, `a, b` or an array; empty entries are dropped. */
export function parseList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => String(item).trim()).filter((item) => item !== '');
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    const parsed = parseJson(trimmed);
    if (Array.isArray(parsed)) return parseList(parsed);
  }
  // Quotes are optional around each item; commas inside quotes are not used by any valid value.
  return trimmed
    .split(',')
    .map((item) =>
      item
        .trim()
        .replace(/^["']|["']$/g, '')
        .trim(),
    )
    .filter((item) => item !== '');
}

/** JSON text parsed, an object passed through, anything unreadable undefined. */
export function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/** A plain object (not an array), from JSON text or as given. */
export function parseObject(value: unknown): Record<string, unknown> | undefined {
  const parsed = parseJson(value);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/**
 * HTML boolean attributes are true when present, so the empty string means true; only an explicit
 * 'false' (any case) turns a flag off.
 */
export function parseBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  return Boolean(value);
}

/** Only string values with string keys survive (labels, CSS variables). */
export function parseStringRecord(value: unknown): Record<string, string> {
  const object = parseObject(value);
  const record: Record<string, string> = {};
  if (object === undefined) return record;
  for (const [key, item] of Object.entries(object)) {
    if (typeof item === 'string' || typeof item === 'number') record[key] = String(item);
  }
  return record;
}

/** A string, or a number turned into one (sequence="2" and sequence={2} both work). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}
