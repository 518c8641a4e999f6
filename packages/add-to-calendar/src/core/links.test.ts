import { describe, expect, it } from 'vitest';
import { BOOKING_SLOT } from './booking.testing';
import type { CalendarEvent } from './event';
import { googleCalendarUrl } from './google';
import { buildIcs } from './ics';
import { type CalendarOption, calendarLinks } from './links';

const NOW = new Date('2026-11-01T12:00:00Z');
const ICS_PREFIX = 'data:text/calendar;charset=utf-8,';

const booking: CalendarEvent = { name: 'Corte de pelo', ...BOOKING_SLOT };

describe('calendarLinks', () => {
  it('returns Apple (.ics download) and Google links in the requested order', () => {
    const links = calendarLinks(booking, ['apple', 'google'], { now: NOW });
    expect(links).toEqual([
      {
        option: 'apple',
        label: 'Apple',
        href: ICS_PREFIX + encodeURIComponent(buildIcs(booking, { now: NOW })),
        download: 'corte-de-pelo.ics',
      },
      { option: 'google', label: 'Google', href: googleCalendarUrl(booking) },
    ]);
    expect(calendarLinks(booking, ['google', 'apple'], { now: NOW }).map((link) => link.option)).toEqual([
      'google',
      'apple',
    ]);
  });

  it('lists duplicates once and returns nothing for no options', () => {
    expect(calendarLinks(booking, ['google', 'google'], { now: NOW })).toHaveLength(1);
    expect(calendarLinks(booking, [], { now: NOW })).toEqual([]);
  });

  it('uses iCalFileName for the download', () => {
    const [apple] = calendarLinks({ ...booking, iCalFileName: 'mi-reserva' }, ['apple'], { now: NOW });
    expect(apple?.download).toBe('mi-reserva.ics');
  });

  it('generates a uid for the .ics when none is given', () => {
    const [apple] = calendarLinks({ ...booking, uid: undefined }, ['apple'], { now: NOW });
    const ics = decodeURIComponent(apple?.href.slice(ICS_PREFIX.length) ?? '');
    expect(ics).toMatch(/\r\nUID:[0-9a-f-]{36}\r\n/);
  });

  it('offers only the .ics cancellation for a cancelled event', () => {
    const links = calendarLinks({ ...booking, status: 'CANCELLED' }, ['apple', 'google'], { now: NOW });
    expect(links.map((link) => link.option)).toEqual(['apple']);
    expect(decodeURIComponent(links[0]?.href ?? '')).toContain('METHOD:CANCEL');
  });

  it('rejects unknown options', () => {
    expect(() => calendarLinks(booking, ['yahoo' as CalendarOption], { now: NOW })).toThrow(
      /invalid option \[yahoo\]/,
    );
  });
});
