import { describe, expect, it } from 'vitest';
import { DIAS_HABILES, diasDelRango, largoDelRango } from './rango.js';

describe('diasDelRango', () => {
  it.each([
    // Monday 2026-11-23 to Sunday 2026-11-29: Monday–Saturday by default.
    ['2026-11-23', '2026-11-29', DIAS_HABILES, ['23', '24', '25', '26', '27', '28']],
    ['2026-11-23', '2026-11-23', DIAS_HABILES, ['23']],
    ['2026-11-29', '2026-11-29', DIAS_HABILES, []],
    ['2026-11-23', '2026-11-30', [1], ['23', '30']],
    ['2026-11-24', '2026-11-23', DIAS_HABILES, []],
  ] as const)('%s → %s con %j', (desde, hasta, dias, esperados) => {
    expect(diasDelRango(desde, hasta, dias).map((d) => d.slice(8))).toEqual(esperados);
  });

  it('crosses months, years and the clock-change days without skipping or repeating a day', () => {
    const dias = diasDelRango('2026-04-01', '2026-04-07', [0, 1, 2, 3, 4, 5, 6]);
    expect(dias).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
      '2026-04-06',
      '2026-04-07',
    ]);
    expect(diasDelRango('2026-12-31', '2027-01-01', [0, 1, 2, 3, 4, 5, 6])).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(diasDelRango('2026-09-05', '2026-09-07', [0, 1, 2, 3, 4, 5, 6])).toHaveLength(3);
  });
});

describe('largoDelRango', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 1],
    ['2026-11-23', '2026-11-29', 7],
    ['2026-02-01', '2026-03-01', 29],
    ['2026-11-24', '2026-11-23', 0],
  ] as const)('%s → %s = %i', (desde, hasta, n) => {
    expect(largoDelRango(desde, hasta)).toBe(n);
  });
});
