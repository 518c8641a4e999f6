import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, DATE_FIELDS, DISPLAY_FLAGS } from './attributes';
import { normalizeConfig } from './config';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the attribute table', () => {
  it('is the one list of keys: date fields and flags are read off it', () => {
    const kinds = Object.entries(ATTRIBUTES);
    expect(DATE_FIELDS).toEqual(kinds.filter(([, kind]) => kind === 'event').map(([key]) => key));
    expect(DISPLAY_FLAGS).toEqual(kinds.filter(([, kind]) => kind === 'flag').map(([key]) => key));
  });

  it('turns on every flag it lists, and a dates entry inherits every event field it leaves empty', () => {
    const input: Record<string, unknown> = { name: 'Corte', startDate: '2026-12-01', location: 'Maipú' };
    for (const flag of DISPLAY_FLAGS) input[flag] = '';
    const config = normalizeConfig(
      { ...input, dates: [{ startDate: '2026-12-02' }, { startDate: '2026-12-03', location: 'Online' }] },
      { now: NOW, identifier: 'tabla' },
    );
    for (const flag of DISPLAY_FLAGS) {
      // The date style alone turns buttonsList off; the default style keeps every flag as set.
      expect(config.flags[flag], flag).toBe(true);
    }
    expect(config.dates.map((date) => date.location)).toEqual(['Maipú', 'Online']);
  });
});
