import { describe, expect, it } from 'vitest';
import { normalizeConfig, type WidgetConfig } from './config';
import { DST_CASES } from './dst-cases.testing';
import { icsFileName, icsFor } from './ics';
import { type ParsedCalendar, parseWithBoth, parseWithIcalJs } from './ics-parsers.testing';

const now = new Date('2026-03-01T12:00:00Z');

function config(input: Record<string, unknown>): WidgetConfig {
  return normalizeConfig({ name: 'Corte', uid: 'reserva-1', ...input }, { now, identifier: 'atcb-1' });
}

function ics(widget: WidgetConfig, index?: number): string {
  return icsFor(widget, index, { now });
}

/** Both parsers must read the same thing; returns that reading. */
function parsedAlike(text: string, occurrences = 1): ParsedCalendar {
  const { icaljs, nodeical } = parseWithBoth(text, occurrences);
  expect(nodeical).toEqual(icaljs);
  return icaljs;
}

function expectRfc5545Framing(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  // No bare LF or CR: every line ends in CRLF.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
}

describe('icsFor: single timed events on DST days', () => {
  it.each(DST_CASES)('%s %s %s → %s %s', (timeZone, startDate, startTime, endDate, endTime, start, end) => {
    const text = ics(config({ startDate, startTime, endDate, endTime, timeZone }));
    expectRfc5545Framing(text);
    const calendar = parsedAlike(text);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      uid: 'reserva-1',
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      allDay: false,
      status: 'CONFIRMED',
      sequence: 0,
    });
    // Single events are written in UTC, so no VTIMEZONE is needed.
    expect(text).not.toContain('VTIMEZONE');
  });
});

describe('icsFor: all-day and multi-day', () => {
  it('uses DATE values with an exclusive end', () => {
    const text = ics(
      config({ startDate: '2026-09-05', endDate: '2026-09-06', timeZone: 'America/Santiago' }),
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20260905\r\nDTEND;VALUE=DATE:20260907\r\n');
    const [event] = parsedAlike(text).events;
    expect(event).toMatchObject({ start: '2026-09-05', end: '2026-09-07', allDay: true });
  });

  it('a timed event over several days keeps both instants', () => {
    const text = ics(
      config({
        startDate: '2026-04-03',
        startTime: '20:00',
        endDate: '2026-04-06',
        endTime: '08:00',
        timeZone: 'America/Santiago',
      }),
    );
    expect(parsedAlike(text).events[0]).toMatchObject({
      start: '2026-04-03T23:00:00.000Z',
      end: '2026-04-06T12:00:00.000Z',
    });
  });
});

describe('icsFor: content', () => {
  const rich = config({
    startDate: '2026-04-05',
    startTime: '10:00',
    endTime: '10:45',
    timeZone: 'America/Santiago',
    name: 'Corte; barba, y cejas \\ extra',
    description: 'Línea 1\nLínea 2[br]Con [b]negrita[/b] y ñandú 🎉 '.repeat(4),
    location: 'Av. Pajaritos 1234, Maipú',
    organizer: 'Barbería "El Tío", Maipú|reservas@barberia.cl',
    attendee: 'Ana: Pérez|ana@example.cl',
    availability: 'free',
    created: '20260101T100000Z',
    updated: '20260201T100000Z',
    sequence: 4,
    status: 'tentative',
  });
  const text = ics(rich);

  it('is RFC 5545 framed: CRLF and folded at 75 octets, never inside a character', () => {
    expectRfc5545Framing(text);
    // Unfolding gives back whole characters only (no replacement characters from cut UTF-8).
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).not.toContain('\uFFFD');
    expect(unfolded).toContain('🎉');
  });

  it('escapes text and quotes parameters, and both parsers read the values back', () => {
    expect(text).toContain('SUMMARY:Corte\\; barba\\, y cejas \\\\ extra');
    expect(text.replace(/\r\n /g, '')).toContain(
      'ORGANIZER;CN="Barbería El Tío, Maipú":mailto:reservas@barberia.cl',
    );
    expect(text.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="Ana: Pérez":mailto:ana@example.cl',
    );
    const calendar = parsedAlike(text);
    const [event] = calendar.events;
    expect(event?.summary).toBe('Corte; barba, y cejas \\ extra');
    expect(event?.description).toBe('Línea 1\nLínea 2\nCon negrita y ñandú 🎉 '.repeat(4).trim());
    expect(event?.location).toBe('Av. Pajaritos 1234, Maipú');
    expect(event?.organizer).toBe('Barbería El Tío, Maipú|mailto:reservas@barberia.cl');
    expect(event?.attendee).toBe('Ana: Pérez|mailto:ana@example.cl');
  });

  it('writes METHOD REQUEST for an invitation, SEQUENCE, STATUS, TRANSP, CREATED and LAST-MODIFIED', () => {
    const calendar = parsedAlike(text);
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events[0]).toMatchObject({
      sequence: 4,
      status: 'TENTATIVE',
      transparency: 'TRANSPARENT',
    });
    expect(text).toContain('CREATED:20260101T100000Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20260201T100000Z\r\n');
    expect(text).toContain('DTSTAMP:20260301T120000Z\r\n');
    expect(text.replace(/\r\n /g, '')).toContain('X-ALT-DESC;FMTTYPE=text/html:<html><body>');
    const busy = ics(config({ startDate: '2026-04-05', availability: 'busy' }));
    expect(parsedAlike(busy).events[0]?.transparency).toBe('OPAQUE');
    expect(ics(config({ startDate: '2026-04-05' }))).not.toContain('TRANSP');
  });

  it('keeps a semicolon inside a quoted parameter (RFC 5545 3.2), as ical.js reads it', () => {
    // node-ical splits parameters on every ';', quoted or not, so only ical.js is asked here.
    const text = ics(config({ startDate: '2026-04-05', organizer: 'Barbería; Maipú|reservas@barberia.cl' }));
    expect(text).toContain('ORGANIZER;CN="Barbería; Maipú":mailto:reservas@barberia.cl\r\n');
    expect(parseWithIcalJs(text).events[0]?.organizer).toBe('Barbería; Maipú|mailto:reservas@barberia.cl');
  });

  it('an organizer alone publishes', () => {
    const text = ics(config({ startDate: '2026-04-05', organizer: 'Juan|juan@barberia.cl' }));
    expect(parsedAlike(text).method).toBe('PUBLISH');
  });

  it('a cancelled date is a METHOD:CANCEL file', () => {
    const text = ics(
      config({
        startDate: '2026-04-05',
        status: 'CANCELLED',
        sequence: 1,
        organizer: 'Juan|juan@barberia.cl',
      }),
    );
    const calendar = parsedAlike(text);
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]).toMatchObject({ status: 'CANCELLED', sequence: 1, uid: 'reserva-1' });
  });
});

describe('icsFor: multi-date', () => {
  const widget = config({
    timeZone: 'America/Santiago',
    startTime: '10:00',
    endTime: '11:00',
    dates: [
      { startDate: '2026-04-04', startTime: '23:30', endTime: '23:45' },
      { startDate: '2026-04-05', status: 'CANCELLED' },
      { startDate: '2026-09-06', name: 'Sesión 3', timeZone: 'Europe/Berlin' },
    ],
  });

  it('one VEVENT per date, cancelled dates left out of the shared file', () => {
    const calendar = parsedAlike(ics(widget));
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events.map((event) => [event.uid, event.summary, event.start])).toEqual([
      ['reserva-1-1', 'Corte', '2026-04-05T02:30:00.000Z'],
      ['reserva-1-3', 'Sesión 3', '2026-09-06T08:00:00.000Z'],
    ]);
  });

  it('each date alone, the cancelled one with METHOD:CANCEL', () => {
    const cancelled = parsedAlike(ics(widget, 1));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events.map((event) => [event.uid, event.start])).toEqual([
      ['reserva-1-2', '2026-04-05T14:00:00.000Z'],
    ]);
    expect(parsedAlike(ics(widget, 2)).events.map((event) => event.uid)).toEqual(['reserva-1-3']);
    expect(() => ics(widget, 3)).toThrow(/no date with index 3/);
  });

  it('all dates cancelled gives one CANCEL file with all of them', () => {
    const allCancelled = config({
      status: 'CANCELLED',
      dates: [{ startDate: '2026-04-05' }, { startDate: '2026-04-06' }],
    });
    const calendar = parsedAlike(ics(allCancelled));
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events).toHaveLength(2);
  });
});

describe('icsFor: recurrence', () => {
  it('a weekly event keeps its wall-clock time across the Santiago clock change (TZID + VTIMEZONE)', () => {
    const text = ics(
      config({
        startDate: '2026-03-29',
        startTime: '10:00',
        endTime: '10:30',
        timeZone: 'America/Santiago',
        recurrence: 'weekly',
        recurrence_count: '3',
      }),
    );
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Santiago\r\n');
    expect(text).toContain('DTSTART;TZID=America/Santiago:20260329T100000\r\n');
    expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=3;WKST=MO\r\n');
    expectRfc5545Framing(text);
    const [event] = parsedAlike(text, 3).events;
    // 10:00 -03 before April 5, 10:00 -04 after.
    expect(event?.occurrences).toEqual([
      '2026-03-29T13:00:00.000Z',
      '2026-04-05T14:00:00.000Z',
      '2026-04-12T14:00:00.000Z',
    ]);
  });

  it('a daily event across the September change, and Berlin and New York in spring', () => {
    const cases = [
      [
        'America/Santiago',
        '2026-09-05',
        '08:00',
        ['2026-09-05T12:00:00.000Z', '2026-09-06T11:00:00.000Z', '2026-09-07T11:00:00.000Z'],
      ],
      [
        'Europe/Berlin',
        '2026-03-28',
        '09:00',
        ['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z'],
      ],
      [
        'America/New_York',
        '2026-10-31',
        '09:00',
        ['2026-10-31T13:00:00.000Z', '2026-11-01T14:00:00.000Z', '2026-11-02T14:00:00.000Z'],
      ],
    ] as const;
    for (const [timeZone, startDate, startTime, expected] of cases) {
      const text = ics(
        config({
          startDate,
          startTime,
          endTime: '09:30',
          timeZone,
          recurrence: 'daily',
          recurrence_until: '2026-12-31',
        }),
      );
      expect(parsedAlike(text, 3).events[0]?.occurrences).toEqual(expected);
    }
  });

  it('UNTIL is the end of that day in the zone for timed events and a DATE for all-day ones', () => {
    const timed = ics(
      config({
        startDate: '2026-04-01',
        startTime: '10:00',
        endTime: '11:00',
        timeZone: 'America/Santiago',
        recurrence: 'daily',
        recurrence_until: '2026-04-05',
      }),
    );
    // 2026-04-05 23:59:59 in Santiago, already -04 after the April change.
    expect(timed).toContain('RRULE:FREQ=DAILY;UNTIL=20260406T035959Z;WKST=MO\r\n');
    expect(parsedAlike(timed, 10).events[0]?.occurrences).toHaveLength(5);
    const allDay = ics(
      config({
        startDate: '2026-04-01',
        recurrence: 'weekly',
        recurrence_until: '2026-04-15',
        recurrence_byDay: 'WE',
      }),
    );
    expect(allDay).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260415;BYDAY=WE;WKST=MO\r\n');
    expect(allDay).not.toContain('VTIMEZONE');
    expect(parsedAlike(allDay, 10).events[0]?.occurrences).toHaveLength(3);
  });

  it('a raw RRULE is written as given', () => {
    const text = ics(
      config({
        startDate: '2026-04-06',
        startTime: '18:00',
        endTime: '19:00',
        timeZone: 'America/Santiago',
        recurrence: 'RRULE:FREQ=MONTHLY;BYDAY=1MO;COUNT=2',
      }),
    );
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYDAY=1MO;COUNT=2\r\n');
    expect(parsedAlike(text, 2).events[0]?.occurrences).toEqual([
      '2026-04-06T22:00:00.000Z',
      '2026-05-04T22:00:00.000Z',
    ]);
  });
});

describe('icsFileName', () => {
  it('iCalFileName, else the explicit file name, else the default', () => {
    expect(icsFileName({ iCalFileName: 'Reserva Juan' })).toBe('Reserva Juan.ics');
    expect(icsFileName({ icsFile: 'https://barberia.cl/f/mi%20corte.ics?v=2' })).toBe('mi corte.ics');
    expect(icsFileName({ iCalFileName: 'Propio', icsFile: 'https://barberia.cl/a.ics' })).toBe('Propio.ics');
    expect(icsFileName({})).toBe('event-to-save-in-my-calendar.ics');
    expect(icsFileName({ iCalFileName: '../../etc/passwd' })).toBe('-..-etc-passwd.ics');
  });

  it("a multi-date download is named after the event, not the spec's English default (issue 42)", () => {
    const curso = config({
      name: 'Taller de degradado',
      timeZone: 'America/Santiago',
      dates: [
        { startDate: '2026-04-04', startTime: '19:00', endTime: '21:00' },
        { name: 'Clase 2: navaja', startDate: '2026-04-11', startTime: '19:00', endTime: '21:00' },
      ],
    });
    expect(icsFileName(curso)).toBe('taller-de-degradado.ics');
    expect(icsFileName(config({ startDate: '2026-04-04' }))).toBe('corte.ics');
  });
});
