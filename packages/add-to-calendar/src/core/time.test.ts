import { describe, expect, it } from 'vitest';
import { AddToCalendarError } from './errors';
import {
  addOneDay,
  canonicalTimeZone,
  isKnownTimeZone,
  parseDate,
  parseTime,
  utcToZonedTime,
  zonedTimeToUtc,
} from './time';

const SANTIAGO = 'America/Santiago';

describe('zonedTimeToUtc', () => {
  it('converts a normal summer day in Santiago (-03:00)', () => {
    expect(zonedTimeToUtc('2026-11-22', '11:00', SANTIAGO).toISOString()).toBe('2026-11-22T14:00:00.000Z');
  });

  it('converts a normal winter day in Santiago (-04:00)', () => {
    expect(zonedTimeToUtc('2026-07-15', '11:00', SANTIAGO).toISOString()).toBe('2026-07-15T15:00:00.000Z');
  });

  it('moves a time in the spring-forward gap forward (Temporal "compatible")', () => {
    // 2026-09-06: clocks jump from 00:00 (-04:00) to 01:00 (-03:00); 00:30 does not exist → 01:30 -03:00.
    const instant = zonedTimeToUtc('2026-09-06', '00:30', SANTIAGO);
    expect(instant.toISOString()).toBe('2026-09-06T04:30:00.000Z');
    expect(utcToZonedTime(instant, SANTIAGO)).toEqual({ date: '2026-09-06', time: '01:30' });
  });

  it('handles the minutes around the gap', () => {
    expect(zonedTimeToUtc('2026-09-05', '23:59', SANTIAGO).toISOString()).toBe('2026-09-06T03:59:00.000Z');
    expect(zonedTimeToUtc('2026-09-06', '00:00', SANTIAGO).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedTimeToUtc('2026-09-06', '01:00', SANTIAGO).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('picks the earlier occurrence of a repeated hour', () => {
    // 2026-04-05 00:00 (-03:00) falls back to 2026-04-04 23:00 (-04:00); 23:30 happens twice.
    expect(zonedTimeToUtc('2026-04-04', '23:30', SANTIAGO).toISOString()).toBe('2026-04-05T02:30:00.000Z');
    expect(zonedTimeToUtc('2026-04-04', '22:59', SANTIAGO).toISOString()).toBe('2026-04-05T01:59:00.000Z');
    expect(zonedTimeToUtc('2026-04-05', '00:00', SANTIAGO).toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  it('works for northern-hemisphere and half-hour DST zones', () => {
    expect(zonedTimeToUtc('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Lord Howe shifts by 30 minutes: 02:00 → 02:30 on 2026-10-04, so 02:15 becomes 02:45 (+11:00).
    expect(zonedTimeToUtc('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:45:00.000Z',
    );
  });

  it('agrees with a plain Intl search at every quarter hour around changes, whatever was asked before', () => {
    // The offsets are remembered per UTC day; a day holding a change must never lend its offset to an
    // instant on the other side of it. The reference asks Intl afresh for every candidate instant.
    const f = (zone: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    const shows = (fmt: Intl.DateTimeFormat, t: number) => {
      const p = Object.fromEntries(fmt.formatToParts(t).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
    };
    const offsetAt = (fmt: Intl.DateTimeFormat, t: number) => Date.parse(`${shows(fmt, t)}:00Z`) - t;
    const referencia = (zone: string, wall: string) => {
      const fmt = f(zone);
      const asIfUtc = Date.parse(`${wall}:00Z`);
      const offsets = new Set<number>();
      for (let h = -48; h <= 48; h += 1) offsets.add(offsetAt(fmt, asIfUtc + h * 3_600_000));
      const matches = [...offsets].map((o) => asIfUtc - o).filter((t) => shows(fmt, t) === wall);
      return matches.length > 0 ? Math.min(...matches) : asIfUtc - offsetAt(fmt, asIfUtc - 86_400_000);
    };
    const cambios: [string, string][] = [
      [SANTIAGO, '2026-04-05'],
      [SANTIAGO, '2026-09-06'],
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
      ['Australia/Lord_Howe', '2026-04-05'],
      ['Australia/Lord_Howe', '2026-10-04'],
      ['Asia/Kathmandu', '1986-01-01'],
      ['Pacific/Apia', '2011-12-30'],
    ];
    let revisadas = 0;
    for (const [zone, dia] of cambios) {
      // Later days first, so a day's remembered offset is in place before the day before it is asked.
      for (let d = 1; d >= -1; d -= 1) {
        const fecha = new Date(Date.parse(`${dia}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
        for (let m = 0; m < 24 * 60; m += 15) {
          const hora = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          if (!parseDate(fecha)) continue;
          expect(zonedTimeToUtc(fecha, hora, zone).getTime(), `${zone} ${fecha} ${hora}`).toBe(
            referencia(zone, `${fecha}T${hora}`),
          );
          revisadas += 1;
        }
      }
    }
    expect(revisadas).toBe(cambios.length * 3 * 96);
    // Thousands of fresh Intl formats: seconds on a busy 2-core machine, not the default 5.
  }, 30_000);

  it('accepts zone names in any case and UTC', () => {
    expect(zonedTimeToUtc('2026-11-22', '11:00', 'america/santiago').toISOString()).toBe(
      '2026-11-22T14:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-11-22', '11:00', 'UTC').toISOString()).toBe('2026-11-22T11:00:00.000Z');
  });

  it('throws AddToCalendarError for bad input', () => {
    expect(() => zonedTimeToUtc('2026-02-30', '11:00', SANTIAGO)).toThrow(AddToCalendarError);
    expect(() => zonedTimeToUtc('2026-11-22', '24:00', SANTIAGO)).toThrow(/time misspelled/);
    expect(() => zonedTimeToUtc('2026-11-22', '11:00', 'Mars/Olympus')).toThrow(/invalid time zone/);
  });
});

describe('date and time parsing', () => {
  it('rejects impossible dates and accepts leap days', () => {
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2026-02-29')).toBeUndefined();
    expect(parseDate('2026-13-01')).toBeUndefined();
    expect(parseDate('0000-01-01')).toBeUndefined();
    expect(parseDate('2026-1-01')).toBeUndefined();
  });

  it('limits hours to 23 and minutes to 59', () => {
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseTime('23:60')).toBeUndefined();
    expect(parseTime('9:00')).toBeUndefined();
  });

  it('adds one day across month and year ends', () => {
    expect(addOneDay('2026-12-31')).toBe('2027-01-01');
    expect(addOneDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('time zones', () => {
  it('knows real zones only', () => {
    expect(isKnownTimeZone(SANTIAGO)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(canonicalTimeZone('america/santiago')).toBe(SANTIAGO);
  });
});
