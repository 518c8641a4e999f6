import { describe, expect, it } from 'vitest';
import { BOOKING_SLOT } from './booking.testing';
import type { CalendarEvent } from './event';
import { googleCalendarUrl } from './google';

const booking: CalendarEvent = {
  name: 'Corte de pelo & barba',
  description: 'Servicio: corte + barba\nPrecio: $12.000',
  ...BOOKING_SLOT,
};

function parse(href: string): { base: string; params: URLSearchParams } {
  const url = new URL(href);
  return { base: `${url.origin}${url.pathname}`, params: url.searchParams };
}

describe('googleCalendarUrl', () => {
  it('builds a template link with UTC instants and the zone', () => {
    const { base, params } = parse(googleCalendarUrl(booking));
    expect(base).toBe('https://calendar.google.com/calendar/render');
    expect([...params.keys()]).toEqual(['action', 'dates', 'ctz', 'text', 'location', 'details']);
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('dates')).toBe('20261122T140000Z/20261122T144500Z');
    expect(params.get('ctz')).toBe('America/Santiago');
    expect(params.get('text')).toBe('Corte de pelo & barba');
    expect(params.get('location')).toBe('Av. Pajaritos 1234, Maipú');
    expect(params.get('details')).toBe('Servicio: corte + barba\nPrecio: $12.000');
  });

  it('encodes reserved characters so they cannot start new parameters', () => {
    const href = googleCalendarUrl(booking);
    expect(href).toContain('text=Corte+de+pelo+%26+barba');
    expect(href).toContain('details=Servicio%3A+corte+%2B+barba%0APrecio%3A+%2412.000');
  });

  it('uses dates with an exclusive end and no ctz for all-day events', () => {
    const { params } = parse(
      googleCalendarUrl({ name: 'Feriado', startDate: '2026-09-18', endDate: '2026-09-19', timeZone: 'UTC' }),
    );
    expect(params.get('dates')).toBe('20260918/20260920');
    expect(params.has('ctz')).toBe(false);
  });

  it('leaves out empty location and details', () => {
    const { params } = parse(googleCalendarUrl({ ...booking, location: ' ', description: undefined }));
    expect(params.has('location')).toBe(false);
    expect(params.has('details')).toBe(false);
  });

  it('a time in a DST gap is the moved-forward instant, like the .ics', () => {
    const { params } = parse(
      googleCalendarUrl({ ...booking, startDate: '2026-09-06', startTime: '00:30', endTime: '02:00' }),
    );
    expect(params.get('dates')).toBe('20260906T043000Z/20260906T050000Z');
  });

  it('a time in the repeated hour of a fall-back is its first occurrence', () => {
    const { params } = parse(
      googleCalendarUrl({ ...booking, startDate: '2026-04-04', startTime: '23:30', endTime: '23:50' }),
    );
    // 23:30 -03:00, before the clocks go back to -04:00 at midnight.
    expect(params.get('dates')).toBe('20260405T023000Z/20260405T025000Z');
  });

  it('spans midnight for an overnight event', () => {
    const { params } = parse(
      googleCalendarUrl({ ...booking, startTime: '23:00', endDate: '2026-11-23', endTime: '01:00' }),
    );
    expect(params.get('dates')).toBe('20261123T020000Z/20261123T040000Z');
  });

  it('validates the event first', () => {
    expect(() => googleCalendarUrl({ ...booking, timeZone: 'Nowhere' })).toThrow(/invalid time zone/);
  });
});
