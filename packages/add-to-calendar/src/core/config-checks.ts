/**
 * What every part of `normalizeConfig` shares: the error it throws, and the readers that repair a value
 * with a warning instead of refusing it.
 */
import { AddToCalendarError, type AddToCalendarErrorCode } from './errors';
import { isPathTraversal } from './url';

export type Fail = (code: AddToCalendarErrorCode, detail: string, field?: string) => AddToCalendarError;

/** The error of one widget: prefixed with its identifier, and always naming the failing field. */
export function failureFor(identifier: string): Fail {
  return (code, detail, field) =>
    new AddToCalendarError(
      code,
      `[${identifier}] Add to Calendar Button generation failed: ${detail}${
        field !== undefined && !detail.includes(field) ? ` [${field}]` : ''
      }`,
      field,
      identifier,
    );
}

export function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A trimmed string value of an object's key, or undefined when absent or blank. */
export function optionalString(object: Record<string, unknown>, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** One of `allowed` (any letter case), or `fallback` with a warning. */
export function pick<T extends string>(
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

/**
 * ics addresses must be http(s) (and .ics files generated locally otherwise); CSS must be an http(s)
 * or root-relative address ending in .css; other links must be http(s). A path-traversal pattern
 * refuses the address with a warning instead of failing, so the rest of the widget still works.
 */
export function safeUrl(
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
