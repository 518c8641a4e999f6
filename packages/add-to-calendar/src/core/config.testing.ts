import { expect } from 'vitest';
import { normalizeConfig, type WidgetConfig } from './config';
import { AddToCalendarError } from './errors';

export const now = new Date('2026-03-01T12:00:00Z');
export const ctx = { now, identifier: 'atcb-7' };
export const base = {
  name: 'Corte',
  startDate: '2026-04-05',
  startTime: '10:00',
  endTime: '10:45',
  timeZone: 'America/Santiago',
};

export function config(input: Record<string, unknown>, extra: Partial<typeof ctx> = {}): WidgetConfig {
  return normalizeConfig(input, { ...ctx, ...extra });
}

/** The thrown error, for checking its code, field and identifier prefix together. */
export function failure(input: Record<string, unknown>): AddToCalendarError {
  try {
    config(input);
  } catch (error) {
    if (error instanceof AddToCalendarError) return error;
    throw error;
  }
  throw new Error('normalizeConfig accepted an invalid configuration');
}

/** Checks the thrown error's code, field and identifier prefix together. */
export function expectGenerationError(
  input: Record<string, unknown>,
  code: string,
  field: string | undefined,
) {
  const error = failure(input);
  expect(error.code).toBe(code);
  expect(error.field).toBe(field);
  expect(error.identifier).toBe('atcb-7');
  expect(error.message.startsWith('[atcb-7] Add to Calendar Button generation failed: ')).toBe(true);
  if (field !== undefined) expect(error.message).toContain(field);
}
