import { describe, expect, it } from 'vitest';
import { ANTICIPACION_MINIMA_MINUTOS } from './horario.js';
import { type Intervalo, seSolapan } from './intervalo.js';

const i = (desde: string, hasta: string): Intervalo => ({
  inicio: new Date(`2026-11-23T${desde}:00Z`),
  fin: new Date(`2026-11-23T${hasta}:00Z`),
});

describe('seSolapan', () => {
  it.each<[Intervalo, Intervalo, boolean]>([
    [i('11:00', '11:30'), i('11:00', '11:30'), true],
    [i('11:00', '11:30'), i('11:15', '11:45'), true],
    [i('11:00', '12:00'), i('11:15', '11:30'), true],
    [i('11:00', '11:30'), i('11:29', '11:31'), true],
    // end == start is not an overlap
    [i('11:00', '11:30'), i('11:30', '12:00'), false],
    [i('11:30', '12:00'), i('11:00', '11:30'), false],
    [i('11:00', '11:30'), i('12:00', '12:30'), false],
    // an empty interval overlaps only what strictly contains it
    [i('11:00', '11:30'), i('11:10', '11:10'), true],
    [i('11:00', '11:30'), i('11:00', '11:00'), false],
    [i('11:00', '11:30'), i('11:30', '11:30'), false],
  ])('%j × %j → %s', (a, b, esperado) => {
    expect(seSolapan(a, b)).toBe(esperado);
    expect(seSolapan(b, a)).toBe(esperado);
  });
});

describe('horario constants', () => {
  it('same-day lead is 30 minutes (spec §9)', () => {
    expect(ANTICIPACION_MINIMA_MINUTOS).toBe(30);
  });
});
