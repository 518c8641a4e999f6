import { describe, expect, it } from 'vitest';
import { BOOKING_SLOT } from './booking.testing';
import type { CalendarEvent } from './event';
import {
  buildIcs,
  DEFAULT_PRODID,
  escapeIcsText,
  fileSlug,
  foldIcsLine,
  ICS_FOLD_CHARACTERS,
  ICS_MAX_LINE_OCTETS,
  icsDataUrl,
  icsFileName,
} from './ics';

const NOW = new Date('2026-11-01T12:34:56.789Z');

const booking: CalendarEvent = {
  name: 'Corte de pelo con Juan',
  description: 'Servicio: corte + barba',
  ...BOOKING_SLOT,
};

interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Minimal RFC 5545 reader: checks CRLF endings, unfolds, then splits name;params:value. */
function parseIcs(ics: string): ContentLine[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) expect(line).not.toMatch(/[\r\n]/);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  return logical.map((line) => {
    // The value starts at the first colon outside a quoted parameter value.
    let inQuotes = false;
    let colon = -1;
    for (let index = 0; index < line.length && colon < 0; index += 1) {
      if (line[index] === '"') inQuotes = !inQuotes;
      else if (line[index] === ':' && !inQuotes) colon = index;
    }
    const [name = '', ...paramParts] = line.slice(0, colon).split(';');
    const params = Object.fromEntries(
      paramParts.map((part) => {
        const [key = '', value = ''] = part.split('=');
        return [key, value];
      }),
    );
    return { name, params, value: line.slice(colon + 1) };
  });
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, escaped: string) =>
    escaped.toLowerCase() === 'n' ? '\n' : escaped,
  );
}

function property(lines: ContentLine[], name: string): ContentLine {
  const matches = lines.filter((line) => line.name === name);
  expect(matches, name).toHaveLength(1);
  return matches[0]!;
}

function octets(text: string): number {
  return new TextEncoder().encode(text).length;
}

describe('buildIcs', () => {
  it('produces one VEVENT with the required calendar properties, in order', () => {
    const lines = parseIcs(buildIcs(booking, { now: NOW }));
    expect(lines.map((line) => line.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'DESCRIPTION',
      'LOCATION',
      'STATUS',
      'SEQUENCE',
      'END',
      'END',
    ]);
    expect(lines[0]?.value).toBe('VCALENDAR');
    expect(lines[5]?.value).toBe('VEVENT');
    expect(property(lines, 'VERSION').value).toBe('2.0');
    expect(property(lines, 'PRODID').value).toBe(DEFAULT_PRODID);
    expect(property(lines, 'CALSCALE').value).toBe('GREGORIAN');
    expect(property(lines, 'METHOD').value).toBe('PUBLISH');
    expect(property(lines, 'UID').value).toBe('booking-123');
    expect(property(lines, 'STATUS').value).toBe('CONFIRMED');
    expect(property(lines, 'SEQUENCE').value).toBe('0');
  });

  it('stamps DTSTAMP from the given now, in UTC without milliseconds', () => {
    expect(property(parseIcs(buildIcs(booking, { now: NOW })), 'DTSTAMP').value).toBe('20261101T123456Z');
  });

  it('writes timed events in UTC, converted from the event zone', () => {
    const lines = parseIcs(buildIcs(booking, { now: NOW }));
    expect(property(lines, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20261122T140000Z' });
    expect(property(lines, 'DTEND').value).toBe('20261122T144500Z');
  });

  it('applies the DST rules to DTSTART and DTEND', () => {
    const gap = parseIcs(
      buildIcs({ ...booking, startDate: '2026-09-06', startTime: '00:30', endTime: '02:00' }, { now: NOW }),
    );
    expect(property(gap, 'DTSTART').value).toBe('20260906T043000Z');
    expect(property(gap, 'DTEND').value).toBe('20260906T050000Z');
    const repeated = parseIcs(
      buildIcs(
        { ...booking, startDate: '2026-04-04', startTime: '23:30', endDate: '2026-04-05', endTime: '00:15' },
        { now: NOW },
      ),
    );
    expect(property(repeated, 'DTSTART').value).toBe('20260405T023000Z');
    expect(property(repeated, 'DTEND').value).toBe('20260405T041500Z');
  });

  it('writes all-day events as dates with an exclusive end', () => {
    const lines = parseIcs(
      buildIcs(
        { name: 'Vacaciones', startDate: '2026-12-30', endDate: '2026-12-31', timeZone: 'UTC' },
        { now: NOW },
      ),
    );
    expect(property(lines, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { VALUE: 'DATE' },
      value: '20261230',
    });
    expect(property(lines, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20270101' });
  });

  it('makes a cancellation with METHOD:CANCEL, keeping uid and sequence', () => {
    const lines = parseIcs(buildIcs({ ...booking, status: 'CANCELLED', sequence: 2 }, { now: NOW }));
    expect(property(lines, 'METHOD').value).toBe('CANCEL');
    expect(property(lines, 'STATUS').value).toBe('CANCELLED');
    expect(property(lines, 'SEQUENCE').value).toBe('2');
    expect(property(lines, 'UID').value).toBe('booking-123');
  });

  it('adds the organizer with a quoted common name', () => {
    const lines = parseIcs(
      buildIcs({ ...booking, organizer: 'Barbería Maipú, "Centro"|contacto@barberia.cl' }, { now: NOW }),
    );
    expect(property(lines, 'ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: { CN: '"Barbería Maipú, Centro"' },
      value: 'mailto:contacto@barberia.cl',
    });
  });

  it('omits optional properties that were not given', () => {
    const names = parseIcs(
      buildIcs({ ...booking, description: undefined, location: undefined }, { now: NOW }),
    ).map((line) => line.name);
    expect(names).not.toContain('DESCRIPTION');
    expect(names).not.toContain('LOCATION');
    expect(names).not.toContain('ORGANIZER');
  });

  it('uses a custom PRODID', () => {
    const lines = parseIcs(buildIcs(booking, { now: NOW, prodId: '-//Test//ES' }));
    expect(property(lines, 'PRODID').value).toBe('-//Test//ES');
  });

  it('rejects an invalid now', () => {
    expect(() => buildIcs(booking, { now: new Date('nope') })).toThrow(/valid Date/);
  });
});

describe('escaping and folding', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    // A backslash followed by "n" stays two characters, not a newline escape.
    expect(escapeIcsText('C:\\new')).toBe('C:\\\\new');
  });

  it('round-trips awkward text through a generated file', () => {
    const name = 'Corte; barba, cejas \\ y más';
    const description = `Primera línea\nSegunda: "citas", 100% listo; ñandú 💈 ${'largo '.repeat(40)}\\n literal`;
    const lines = parseIcs(buildIcs({ ...booking, name, description }, { now: NOW }));
    expect(unescapeText(property(lines, 'SUMMARY').value)).toBe(name);
    expect(unescapeText(property(lines, 'DESCRIPTION').value)).toBe(description);
    expect(unescapeText(property(lines, 'LOCATION').value)).toBe('Av. Pajaritos 1234, Maipú');
  });

  it('keeps every physical line within 60 characters and 75 octets', () => {
    const description = `${'á'.repeat(100)} ${'💈'.repeat(70)} ${'x'.repeat(200)} 漢字${'字'.repeat(50)}`;
    const ics = buildIcs({ ...booking, description, organizer: `${'Ñ'.repeat(50)}|a@b.cl` }, { now: NOW });
    for (const line of ics.slice(0, -2).split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(ICS_MAX_LINE_OCTETS);
      expect(Array.from(line).length).toBeLessThanOrEqual(ICS_FOLD_CHARACTERS);
    }
    expect(unescapeText(property(parseIcs(ics), 'DESCRIPTION').value)).toBe(description);
  });

  it('folds by code points, never inside a multi-byte character', () => {
    const line = `DESCRIPTION:${'💈'.repeat(40)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) {
      // A lone surrogate would show up as U+FFFD after a UTF-8 round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves short lines alone and starts continuations with one space', () => {
    expect(foldIcsLine('SUMMARY:Corte')).toBe('SUMMARY:Corte');
    const folded = foldIcsLine(`SUMMARY:${'a'.repeat(100)}`).split('\r\n');
    expect(folded[0]).toHaveLength(60);
    expect(folded[1]?.startsWith(' a')).toBe(true);
    expect(folded[1]?.startsWith('  ')).toBe(false);
  });
});

describe('icsDataUrl and icsFileName', () => {
  it('encodes the whole file in a UTF-8 data URL', () => {
    const url = icsDataUrl(booking, { now: NOW });
    const prefix = 'data:text/calendar;charset=utf-8,';
    expect(url.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(url.slice(prefix.length))).toBe(buildIcs(booking, { now: NOW }));
  });

  it("uses iCalFileName, else the event's name, else the default name, with one .ics extension", () => {
    expect(icsFileName()).toBe('event-to-save-in-my-calendar.ics');
    expect(icsFileName(booking)).toBe('corte-de-pelo-con-juan.ics');
    expect(icsFileName({ iCalFileName: 'reserva-barberia' })).toBe('reserva-barberia.ics');
    expect(icsFileName({ iCalFileName: 'reserva.ICS' })).toBe('reserva.ics');
    expect(icsFileName({ iCalFileName: '../../etc/passwd' })).toBe('-..-etc-passwd.ics');
    expect(icsFileName({ iCalFileName: '  ' })).toBe('event-to-save-in-my-calendar.ics');
    expect(icsFileName({ iCalFileName: 'propio', name: 'Corte' })).toBe('propio.ics');
    expect(icsFileName({ icsFile: 'https://barberia.cl/a.ics', name: 'Corte' })).toBe('a.ics');
  });

  it.each([
    ['Corte de pelo - Barbería Maipú', 'corte-de-pelo-barberia-maipu'],
    ['Año nuevo: Ñandú, pingüino & café', 'ano-nuevo-nandu-pinguino-cafe'],
    ['  ¿Clase 1/2?  ', 'clase-1-2'],
    ['../../etc/passwd', 'etc-passwd'],
    ['ÁÉÍÓÚ Ü', 'aeiou-u'],
  ])('names the file after the event: %s → %s.ics', (name, slug) => {
    expect(fileSlug(name)).toBe(slug);
    expect(icsFileName({ name })).toBe(`${slug}.ics`);
  });

  it('falls back to the default when the name has no letter or digit it can keep', () => {
    for (const name of ['', '   ', '—', 'コーヒー教室', '🎉🎉']) {
      expect(icsFileName({ name })).toBe('event-to-save-in-my-calendar.ics');
    }
  });

  it('keeps a long name under 100 characters, without a dash at its end', () => {
    const slug = fileSlug(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(fileSlug('x'.repeat(300))).toHaveLength(100);
  });
});
