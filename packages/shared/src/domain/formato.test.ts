import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatearFechaHora } from './fecha-hora.js';
import {
  calcularDescuento,
  formatearFechaCompleta,
  formatearFechaLarga,
  formatearNota,
  formatearPrecio,
} from './formato.js';

describe('formatearPrecio', () => {
  // Node 20's ICU writes es-CL pesos with no space between the sign and the number.
  it.each([
    [12000, '$12.000'],
    [0, '$0'],
    [500, '$500'],
    [5990, '$5.990'],
    [1234567, '$1.234.567'],
    [10_000_000, '$10.000.000'],
    [999.5, '$1.000'],
    [-1500, '$-1.500'],
  ])('%d → %s', (precio, esperado) => {
    expect(formatearPrecio(precio)).toBe(esperado);
  });

  it('writes exactly what Intl writes for es-CL pesos, for any amount', () => {
    const intl = new Intl.NumberFormat('es-CL', {
      style: 'currency',
      currency: 'CLP',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10_000_000, max: 100_000_000 }),
          fc.maxSafeInteger(),
          // Halves and other fractions: the rounding must be Intl's (half away from zero).
          fc.integer({ min: -2_000_000, max: 2_000_000 }).map((n) => n / 2),
          fc.double({ min: -1e20, max: 1e20, noNaN: true }),
          fc.constantFrom(0, -0, 0.5, -0.5, -0.4, 9_007_199_254_740_991, 2 ** 60, 9.99e20),
        ),
        (precio) => {
          expect(formatearPrecio(precio)).toBe(intl.format(precio));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('has no decimals and no spaces of any kind', () => {
    expect(formatearPrecio(12345.67)).toBe('$12.346');
    expect(formatearPrecio(12000)).not.toMatch(/\s/u);
  });
});

describe('formatearNota', () => {
  it('writes every tenth from 0 to 5 as Intl does for es-CL, with and without the decimal', () => {
    for (let decimas = 0; decimas <= 50; decimas++) {
      const nota = decimas / 10;
      expect(formatearNota(nota)).toBe(nota.toLocaleString('es-CL'));
      expect(formatearNota(nota, { conDecimal: true })).toBe(
        nota.toLocaleString('es-CL', { minimumFractionDigits: 1 }),
      );
    }
    expect(formatearNota(4)).toBe('4');
    expect(formatearNota(4.5)).toBe('4,5');
    expect(formatearNota(4, { conDecimal: true })).toBe('4,0');
  });
});

describe('the long dates, against Intl', () => {
  const opciones = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  const larga = new Intl.DateTimeFormat('es-CL', opciones);
  const completa = new Intl.DateTimeFormat('es-CL', { ...opciones, year: 'numeric' });

  it('write any day from 1900 to 2200 exactly as Intl does for es-CL', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instante) => {
          const fecha = instante.toISOString().slice(0, 10);
          const mediodia = new Date(`${fecha}T12:00:00Z`);
          expect(formatearFechaLarga(fecha)).toBe(larga.format(mediodia));
          expect(formatearFechaCompleta(fecha)).toBe(completa.format(mediodia));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('formatearFechaLarga', () => {
  it.each([
    // every weekday
    ['2026-11-22', 'domingo, 22 de noviembre'],
    ['2026-11-23', 'lunes, 23 de noviembre'],
    ['2026-11-24', 'martes, 24 de noviembre'],
    ['2026-11-25', 'miércoles, 25 de noviembre'],
    ['2026-11-26', 'jueves, 26 de noviembre'],
    ['2026-11-27', 'viernes, 27 de noviembre'],
    ['2026-11-28', 'sábado, 28 de noviembre'],
    // every month
    ['2026-01-01', 'jueves, 1 de enero'],
    ['2026-02-01', 'domingo, 1 de febrero'],
    ['2026-03-01', 'domingo, 1 de marzo'],
    ['2026-04-01', 'miércoles, 1 de abril'],
    ['2026-05-01', 'viernes, 1 de mayo'],
    ['2026-06-01', 'lunes, 1 de junio'],
    ['2026-07-01', 'miércoles, 1 de julio'],
    ['2026-08-01', 'sábado, 1 de agosto'],
    ['2026-09-01', 'martes, 1 de septiembre'],
    ['2026-10-01', 'jueves, 1 de octubre'],
    ['2026-11-01', 'domingo, 1 de noviembre'],
    ['2026-12-31', 'jueves, 31 de diciembre'],
    // the days Santiago changes its clocks keep their calendar day
    ['2026-04-04', 'sábado, 4 de abril'],
    ['2026-04-05', 'domingo, 5 de abril'],
    ['2026-09-05', 'sábado, 5 de septiembre'],
    ['2026-09-06', 'domingo, 6 de septiembre'],
  ])('%s → %s', (fecha, esperado) => {
    expect(formatearFechaLarga(fecha)).toBe(esperado);
  });
});

describe('formatearFechaCompleta', () => {
  it.each([
    ['2026-11-23', 'lunes, 23 de noviembre de 2026'],
    ['2027-01-01', 'viernes, 1 de enero de 2027'],
    ['2024-02-29', 'jueves, 29 de febrero de 2024'],
  ])('%s → %s', (fecha, esperado) => {
    expect(formatearFechaCompleta(fecha)).toBe(esperado);
  });
});

describe('calcularDescuento', () => {
  it.each([
    [10000, 8000, -20],
    [10000, 10000, 0],
    [10000, 12000, 20],
    [10000, 0, -100],
    [3000, 1990, -34],
    [3000, 2000, -33],
    [9990, 4995, -50],
    [15000, 12990, -13],
    [200, 201, 1],
    [200, 203, 2],
    [0, 500, 0],
    [-100, 50, 0],
    [Number.NaN, 50, 0],
  ])('base %d, final %d → %d', (base, final, esperado) => {
    expect(calcularDescuento(base, final)).toBe(esperado);
  });
});

describe('formatearFechaHora', () => {
  const Z = 'America/Santiago';
  it.each([
    ['2026-11-30T12:05:00Z', 'lunes, 30 de noviembre de 2026 a las 09:05'], // summer, UTC-3
    ['2026-07-01T03:30:00Z', 'martes, 30 de junio de 2026 a las 23:30'], // winter, UTC-4: still the day before
    ['2026-11-30T17:00:00Z', 'lunes, 30 de noviembre de 2026 a las 14:00'], // 24-hour clock, no «p. m.»
    ['2026-12-01T03:00:00Z', 'martes, 1 de diciembre de 2026 a las 00:00'], // midnight is 00, never 24
    // 2026-09-06: clocks go from 00:00 to 01:00 in Santiago; the instant after the jump reads 01:00.
    ['2026-09-06T04:00:00Z', 'domingo, 6 de septiembre de 2026 a las 01:00'],
  ])('%s → %s', (instante, esperado) => {
    expect(formatearFechaHora(new Date(instante), Z)).toBe(esperado);
  });
});
