import { describe, expect, it } from 'vitest';
import { diaDe, fechasFuturas } from './fechas.js';
import { ZONA_SANTIAGO } from './zona.js';

const Z = ZONA_SANTIAGO;

interface Registro {
  _id: string;
  fecha: string;
}

const registros = (...fechas: string[]): Registro[] => fechas.map((fecha, i) => ({ _id: `id-${i}`, fecha }));
const dias = (r: readonly Registro[]) => r.map((x) => diaDe(x.fecha));

describe('diaDe', () => {
  it.each([
    ['2026-11-23T00:00:00-03:00', '2026-11-23'],
    ['2026-09-06T01:00:00-03:00', '2026-09-06'],
    ['2026-04-05T00:00:00-04:00', '2026-04-05'],
    ['2026-11-23T03:00:00.000Z', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
  ])('%s → %s', (fecha, dia) => {
    expect(diaDe(fecha)).toBe(dia);
  });
});

describe('fechasFuturas', () => {
  // 2026-11-23 11:00 local
  const AHORA = new Date('2026-11-23T14:00:00Z');

  it('keeps today and later, sorted ascending', () => {
    const r = fechasFuturas(
      registros(
        '2026-11-25T00:00:00-03:00',
        '2026-11-22T00:00:00-03:00',
        '2026-11-23T00:00:00-03:00',
        '2027-01-02T00:00:00-03:00',
        '2026-11-24T00:00:00-03:00',
        '2025-12-31T00:00:00-03:00',
      ),
      AHORA,
      Z,
    );
    expect(dias(r)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2027-01-02']);
  });

  it('keeps the records themselves and does not touch the input', () => {
    const entrada = registros(
      '2026-11-25T00:00:00-03:00',
      '2026-11-24T00:00:00-03:00',
      '2026-11-01T00:00:00-03:00',
    );
    // A deep copy without structuredClone: the domain has no Node or DOM types (plain JSON records).
    const copia = JSON.parse(JSON.stringify(entrada)) as typeof entrada;
    const r = fechasFuturas(entrada, AHORA, Z);
    expect(r).toEqual([entrada[1], entrada[0]]);
    expect(r[0]).toBe(entrada[1]);
    expect(entrada).toEqual(copia);
  });

  it.each([
    [[], []],
    [['2026-11-22T00:00:00-03:00'], []],
    [['2026-11-23T00:00:00-03:00'], ['2026-11-23']],
  ])('%j → %j', (fechas, esperado) => {
    expect(dias(fechasFuturas(registros(...fechas), AHORA, Z))).toEqual(esperado);
  });

  it('today stays until local midnight, even when UTC is already tomorrow', () => {
    const fechas = registros('2026-11-23T00:00:00-03:00', '2026-11-24T00:00:00-03:00');
    expect(dias(fechasFuturas(fechas, new Date('2026-11-24T02:59:00Z'), Z))).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(dias(fechasFuturas(fechas, new Date('2026-11-24T03:00:00Z'), Z))).toEqual(['2026-11-24']);
  });

  it.each([
    // second 23:30 of 2026-04-04: still the 4th
    ['2026-04-05T03:30:00Z', ['2026-04-04', '2026-04-05']],
    ['2026-04-05T04:00:00Z', ['2026-04-05']],
    // 01:30 of 2026-09-06 (-03:00): the 5th is past
    ['2026-09-06T04:30:00Z', ['2026-09-06', '2026-09-07']],
    ['2026-09-06T03:59:00Z', ['2026-09-05', '2026-09-06', '2026-09-07']],
  ])('around the clock changes, now %s → %j', (ahora, esperado) => {
    const fechas = registros(
      '2026-09-07T00:00:00-03:00',
      '2026-04-05T00:00:00-04:00',
      '2026-09-06T01:00:00-03:00',
      '2026-04-04T00:00:00-03:00',
      '2026-09-05T00:00:00-04:00',
    );
    const r = dias(fechasFuturas(fechas, new Date(ahora), Z));
    expect(r.filter((d) => d.startsWith(ahora.slice(0, 7)))).toEqual(esperado);
  });
});
