import { describe, expect, it } from 'vitest';
import { diaTrasTecla, esTeclaCalendario, type TeclaCalendario } from './teclas-calendario';

// November 2026: Mon 23, Tue 24 … Sun 29. Every day of the month has a record except Sundays.
const noviembre = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const domingos = new Set(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);
const diciembre = ['2026-12-01', '2026-12-02', '2026-12-31'];
const habilitados = [...noviembre.filter((d) => !domingos.has(d)), ...diciembre];

describe('diaTrasTecla', () => {
  it.each<[string, TeclaCalendario, string | null]>([
    ['2026-11-24', 'ArrowRight', '2026-11-25'],
    ['2026-11-24', 'ArrowLeft', '2026-11-23'],
    // Over the closed Sunday, in both directions.
    ['2026-11-21', 'ArrowRight', '2026-11-23'],
    ['2026-11-23', 'ArrowLeft', '2026-11-21'],
    ['2026-11-24', 'ArrowDown', '2026-12-01'],
    ['2026-11-24', 'ArrowUp', '2026-11-17'],
    // A week from Saturday 21 is Saturday 28; a week back from Monday 30 is Monday 23.
    ['2026-11-21', 'ArrowDown', '2026-11-28'],
    ['2026-11-30', 'ArrowUp', '2026-11-23'],
    // Home and End: the ends of the week (Monday to Sunday), the closed Sunday skipped.
    ['2026-11-25', 'Home', '2026-11-23'],
    ['2026-11-25', 'End', '2026-11-28'],
    ['2026-11-23', 'Home', null],
    ['2026-11-28', 'End', null],
    // A month on: the same day, or the nearest open one that way.
    ['2026-11-02', 'PageDown', '2026-12-02'],
    ['2026-11-10', 'PageDown', '2026-12-31'],
    ['2026-12-31', 'PageUp', '2026-11-30'],
    ['2026-12-01', 'PageUp', '2026-11-02'],
    // At the ends of the booking window the focus stays…
    ['2026-12-31', 'ArrowRight', null],
    ['2026-11-02', 'ArrowLeft', null],
    // …or goes as far as it can.
    ['2026-12-02', 'ArrowDown', '2026-12-31'],
    ['2026-11-03', 'ArrowUp', '2026-11-02'],
    ['2026-11-03', 'PageUp', '2026-11-02'],
  ])('from %s, %s lands on %s', (dia, tecla, esperado) => {
    expect(diaTrasTecla(dia, tecla, habilitados)).toBe(esperado);
  });

  it('clamps a month jump to the shorter month, leap years included', () => {
    expect(diaTrasTecla('2028-01-31', 'PageDown', ['2028-01-31', '2028-02-28', '2028-02-29'])).toBe(
      '2028-02-29',
    );
    expect(diaTrasTecla('2027-01-31', 'PageDown', ['2027-01-31', '2027-02-28', '2027-03-01'])).toBe(
      '2027-02-28',
    );
    expect(diaTrasTecla('2026-03-31', 'PageUp', ['2026-02-27', '2026-02-28', '2026-03-31'])).toBe(
      '2026-02-28',
    );
  });

  it('stays put with no other day', () => {
    for (const tecla of [
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Home',
      'End',
      'PageUp',
      'PageDown',
    ] as const)
      expect(diaTrasTecla('2026-11-24', tecla, ['2026-11-24'])).toBeNull();
  });
});

describe('esTeclaCalendario', () => {
  it('knows the pattern’s keys and nothing else', () => {
    expect(esTeclaCalendario('PageDown')).toBe(true);
    expect(esTeclaCalendario('Enter')).toBe(false);
    expect(esTeclaCalendario('Tab')).toBe(false);
  });
});
