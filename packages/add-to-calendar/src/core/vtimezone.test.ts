import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { wallClockAt } from './time';
import { offsetTransitions, vtimezoneLines } from './vtimezone';

const from = Date.UTC(2025, 0, 1);
const to = Date.UTC(2028, 0, 1);

describe('vtimezoneLines', () => {
  it('writes each change with DTSTART in the offset before it (RFC 5545, 3.6.5)', () => {
    const santiago = vtimezoneLines('America/Santiago', from, to).join('\n');
    expect(santiago).toContain(
      'BEGIN:STANDARD\nDTSTART:20260405T000000\nTZOFFSETFROM:-0300\nTZOFFSETTO:-0400\nEND:STANDARD',
    );
    expect(santiago).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20260906T000000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0300\nEND:DAYLIGHT',
    );
    const berlin = vtimezoneLines('Europe/Berlin', from, to).join('\n');
    expect(berlin).toContain('BEGIN:DAYLIGHT\nDTSTART:20260329T020000\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200');
    expect(berlin).toContain('BEGIN:STANDARD\nDTSTART:20261025T030000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100');
    expect(
      offsetTransitions('America/New_York', from, to).map((t) => new Date(t.at).toISOString()),
    ).toContain('2026-11-01T06:00:00.000Z');
  });

  it('a zone without changes gets its one offset', () => {
    expect(vtimezoneLines('Asia/Tokyo', from, to)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:20250101T090000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it.each(['America/Santiago', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe'])(
    'ical.js reads every local time of %s against this VTIMEZONE to the instant Intl gives',
    (zone) => {
      const component = new ICAL.Component(ICAL.parse(`${vtimezoneLines(zone, from, to).join('\r\n')}\r\n`));
      const timezone = new ICAL.Timezone(component);
      const instants: number[] = [];
      // Every third hour of the year (each hour of the day is visited over three days), and densely
      // around each change.
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3_600_000 + 60_000)
        instants.push(t);
      for (const change of offsetTransitions(zone, from, to)) {
        for (const minutes of [-90, -60, -30, -1, 0, 1, 30, 60, 90])
          instants.push(change.at + minutes * 60_000);
      }
      let checked = 0;
      for (const instant of instants) {
        const wall = wallClockAt(instant, zone);
        // A local time in the repeated hour of a fall-back names two instants; RFC 5545 means the first,
        // ical.js reads the second (see the README's known limit), so those are left out here.
        const repeated = [30, 60].some((minutes) =>
          [instant - minutes * 60_000, instant + minutes * 60_000].some(
            (other) => JSON.stringify(wallClockAt(other, zone)) === JSON.stringify(wall),
          ),
        );
        if (repeated) continue;
        const local = new ICAL.Time({ ...wall, isDate: false }, timezone);
        expect(local.toJSDate().getTime(), new Date(instant).toISOString()).toBe(instant);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(2800);
    },
    30_000,
  );
});
