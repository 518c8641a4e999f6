import { offsetMsAt, pad, wallClockAt } from './time';

const MS_PER_DAY = 86_400_000;
const WEEK = 7 * MS_PER_DAY;

/** One change of a zone's UTC offset: the first instant of the new offset. */
interface Transition {
  at: number;
  from: number;
  to: number;
}

/**
 * Every offset change of the zone between two instants, found with Intl alone: probe weekly, then
 * bisect to the minute. Weekly probing is safe because no zone changes its offset twice in a week.
 */
export function offsetTransitions(timeZone: string, fromMs: number, toMs: number): Transition[] {
  const transitions: Transition[] = [];
  let previous = fromMs;
  let previousOffset = offsetMsAt(previous, timeZone);
  for (let probe = fromMs + WEEK; previous < toMs; probe += WEEK) {
    const offset = offsetMsAt(probe, timeZone);
    if (offset !== previousOffset) {
      let low = previous;
      let high = probe;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetMsAt(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      transitions.push({ at: high, from: previousOffset, to: offset });
    }
    previous = probe;
    previousOffset = offset;
  }
  return transitions;
}

function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const totalSeconds = Math.abs(Math.round(offsetMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${sign}${pad(hours, 2)}${pad(minutes, 2)}${seconds === 0 ? '' : pad(seconds, 2)}`;
}

/** A wall clock as YYYYMMDDTHHMMSS (local, no zone). */
function localStamp(epochMs: number, offsetMs: number): string {
  const shifted = new Date(epochMs + offsetMs);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}${pad(shifted.getUTCMonth() + 1, 2)}${pad(shifted.getUTCDate(), 2)}` +
    `T${pad(shifted.getUTCHours(), 2)}${pad(shifted.getUTCMinutes(), 2)}${pad(shifted.getUTCSeconds(), 2)}`
  );
}

/** The local date-time of an instant in the zone as YYYYMMDDTHHMMSS, for DTSTART;TZID=…. */
export function zonedStamp(epochMs: number, timeZone: string): string {
  const wall = wallClockAt(epochMs, timeZone);
  return (
    `${pad(wall.year, 4)}${pad(wall.month, 2)}${pad(wall.day, 2)}` +
    `T${pad(wall.hour, 2)}${pad(wall.minute, 2)}${pad(wall.second, 2)}`
  );
}

/**
 * A VTIMEZONE (RFC 5545, 3.6.5) describing the zone between two instants, with one observance per
 * offset change, so a recurring event keeps its wall-clock time across DST changes. Explicit
 * observances, rather than rules guessed from Intl, stay exact for zones such as America/Santiago whose
 * rules change from year to year; after the range a reader keeps the last offset.
 */
export function vtimezoneLines(timeZone: string, fromMs: number, toMs: number): string[] {
  const initial = offsetMsAt(fromMs, timeZone);
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    `DTSTART:${localStamp(fromMs, initial)}`,
    `TZOFFSETFROM:${formatOffset(initial)}`,
    `TZOFFSETTO:${formatOffset(initial)}`,
    'END:STANDARD',
  ];
  for (const transition of offsetTransitions(timeZone, fromMs, toMs)) {
    // Clocks going forward start daylight time; going back starts standard time.
    const kind = transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // DTSTART of an observance is the local time in the offset in force before it (TZOFFSETFROM).
      `DTSTART:${localStamp(transition.at, transition.from)}`,
      `TZOFFSETFROM:${formatOffset(transition.from)}`,
      `TZOFFSETTO:${formatOffset(transition.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
