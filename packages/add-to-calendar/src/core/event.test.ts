import { describe, expect, it } from 'vitest';
import { AddToCalendarError, type AddToCalendarErrorCode } from './errors';
import { type CalendarEvent, isValidEmail, normalizeEvent, parseOrganizer } from './event';

const base: CalendarEvent = {
  name: 'Corte de pelo',
  startDate: '2026-11-22',
  startTime: '11:00',
  endTime: '11:45',
  timeZone: 'America/Santiago',
  uid: 'booking-123',
};

function errorOf(input: unknown): AddToCalendarError {
  try {
    normalizeEvent(input as CalendarEvent);
  } catch (error) {
    if (error instanceof AddToCalendarError) return error;
    throw error;
  }
  throw new Error('expected normalizeEvent to throw');
}

function expectCode(input: unknown, code: AddToCalendarErrorCode): void {
  expect(errorOf(input).code).toBe(code);
}

describe('normalizeEvent defaults', () => {
  it('fills end date, status and sequence', () => {
    expect(normalizeEvent(base)).toEqual({
      name: 'Corte de pelo',
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      startTime: '11:00',
      endTime: '11:45',
      timeZone: 'America/Santiago',
      uid: 'booking-123',
      status: 'CONFIRMED',
      sequence: 0,
      allDay: false,
    });
  });

  it('treats an event without times as all-day', () => {
    const event = normalizeEvent({ name: 'Feriado', startDate: '2026-09-18', timeZone: 'America/Santiago' });
    expect(event.allDay).toBe(true);
    expect(event.startTime).toBeUndefined();
    expect(event.endDate).toBe('2026-09-18');
  });

  it('is idempotent', () => {
    const once = normalizeEvent({ ...base, uid: undefined, organizer: ' Barbería | hola@barberia.cl ' });
    expect(normalizeEvent(once)).toEqual(once);
  });

  it('trims text and drops empty optional fields', () => {
    const event = normalizeEvent({ ...base, name: '  Corte  ', description: '   ', location: '' });
    expect(event.name).toBe('Corte');
    expect('description' in event).toBe(false);
    expect('location' in event).toBe(false);
  });

  it('drops seconds and a trailing Z from times (read as local, not UTC)', () => {
    const event = normalizeEvent({ ...base, startTime: '11:00:30', endTime: '11:45:00Z' });
    expect(event.startTime).toBe('11:00');
    expect(event.endTime).toBe('11:45');
  });

  it('accepts the status in any case', () => {
    expect(normalizeEvent({ ...base, status: 'tentative' as 'TENTATIVE' }).status).toBe('TENTATIVE');
    expect(normalizeEvent({ ...base, status: 'CANCELLED' }).status).toBe('CANCELLED');
  });

  it('falls back to sequence 0 unless it is a whole number >= 0', () => {
    expect(normalizeEvent({ ...base, sequence: 3 }).sequence).toBe(3);
    expect(normalizeEvent({ ...base, sequence: -1 }).sequence).toBe(0);
    expect(normalizeEvent({ ...base, sequence: 1.5 }).sequence).toBe(0);
    expect(normalizeEvent({ ...base, sequence: Number.NaN }).sequence).toBe(0);
  });

  it('keeps a valid uid and replaces an invalid one with a v4 UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(normalizeEvent({ ...base, uid: 'a_b-C9' }).uid).toBe('a_b-C9');
    expect(normalizeEvent({ ...base, uid: 'has space' }).uid).toMatch(uuid);
    expect(normalizeEvent({ ...base, uid: 'x'.repeat(255) }).uid).toMatch(uuid);
    expect(normalizeEvent({ ...base, uid: 'x'.repeat(254) }).uid).toBe('x'.repeat(254));
    expect(normalizeEvent({ ...base, uid: undefined }).uid).toMatch(uuid);
  });

  it('allows an overnight event that ends on the next day', () => {
    const event = normalizeEvent({ ...base, startTime: '23:00', endDate: '2026-11-23', endTime: '01:00' });
    expect(event.endDate).toBe('2026-11-23');
  });
});

describe('normalizeEvent validation', () => {
  it('requires data, a name and a start date', () => {
    expect(errorOf(null).message).toBe('Add to Calendar Button generation failed: No data provided.');
    expectCode(undefined, 'no-data');
    expectCode({ ...base, name: '  ' }, 'missing-name');
    expectCode({ ...base, startDate: undefined }, 'missing-start-date');
  });

  it('rejects misspelled dates', () => {
    for (const startDate of ['2026-11-31', '22-11-2026', '2026/11/22', '2026-11-22T11:00']) {
      expectCode({ ...base, startDate }, 'invalid-date');
    }
    expect(errorOf({ ...base, endDate: '2026-02-30' }).field).toBe('endDate');
  });

  it('rejects misspelled times', () => {
    for (const startTime of ['24:00', '11:60', '1100', '11h00']) {
      expectCode({ ...base, startTime }, 'invalid-time');
    }
  });

  it('requires start and end time together', () => {
    expectCode({ ...base, endTime: undefined }, 'incomplete-time');
    const error = errorOf({ ...base, startTime: undefined });
    expect(error.code).toBe('incomplete-time');
    expect(error.field).toBe('startTime');
  });

  it('rejects an end before the start', () => {
    expectCode({ ...base, endTime: '10:59' }, 'end-before-start');
    expectCode(
      { ...base, startTime: undefined, endTime: undefined, endDate: '2026-11-21' },
      'end-before-start',
    );
    expectCode({ ...base, endDate: '2026-11-21' }, 'end-before-start');
  });

  it('compares real instants around a DST gap', () => {
    // 00:30 does not exist on 2026-09-06 and becomes 01:30, which is after a 01:15 end.
    expectCode(
      { ...base, startDate: '2026-09-06', startTime: '00:30', endTime: '01:15' },
      'end-before-start',
    );
  });

  it('allows a zero-length timed event', () => {
    expect(normalizeEvent({ ...base, endTime: '11:00' }).endTime).toBe('11:00');
  });

  it('requires a known time zone', () => {
    expectCode({ ...base, timeZone: 'America/Maipu' }, 'invalid-time-zone');
    expectCode({ ...base, timeZone: '' }, 'invalid-time-zone');
    expectCode({ ...base, timeZone: undefined }, 'invalid-time-zone');
  });

  it('rejects an unknown status', () => {
    expectCode({ ...base, status: 'DONE' }, 'invalid-status');
  });

  it('validates the organizer', () => {
    expect(normalizeEvent({ ...base, organizer: 'Barbería|hola@barberia.cl' }).organizer).toBe(
      'Barbería|hola@barberia.cl',
    );
    for (const organizer of [
      'hola@barberia.cl',
      '|hola@barberia.cl',
      'Barbería|hola',
      'Barbería|hola@barberia.c',
      'Barbería|hola@barberia.abcdefghij',
      `${'n'.repeat(51)}|hola@barberia.cl`,
      'a|b|hola@barberia.cl',
    ]) {
      expectCode({ ...base, organizer }, 'invalid-organizer');
    }
  });

  it('reports errors as AddToCalendarError with English messages', () => {
    const error = errorOf({ ...base, timeZone: 'Nowhere' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AddToCalendarError');
    expect(error.message).toBe('invalid time zone given [Nowhere]');
  });
});

describe('email and organizer limits', () => {
  it('limits the local part to 70 and the whole address to 80 characters', () => {
    expect(isValidEmail(`${'a'.repeat(70)}@b.cl`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(71)}@b.cl`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(16)}.cl`)).toBe(true); // 80 characters
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(17)}.cl`)).toBe(false); // 81 characters
    expect(isValidEmail('hola@mail.barberia.museum')).toBe(true);
    expect(isValidEmail('ho la@barberia.cl')).toBe(false);
  });

  it('allows an organizer name of exactly 50 characters', () => {
    expect(parseOrganizer(`${'n'.repeat(50)}|hola@barberia.cl`)).toEqual({
      name: 'n'.repeat(50),
      email: 'hola@barberia.cl',
    });
  });
});
