import { describe, expect, it } from 'vitest';
import { diaDeCalendario, fechaDeCalendario, inicioDeMes } from './dia-calendario';

describe('dia-calendario', () => {
  it.each(['2026-01-01', '2026-09-06', '2026-04-05', '2026-12-31', '2028-02-29'])('round-trips %s', (dia) => {
    expect(diaDeCalendario(fechaDeCalendario(dia))).toBe(dia);
  });

  it('reads a tile at local midnight as its own day', () => {
    expect(diaDeCalendario(new Date(2026, 10, 23))).toBe('2026-11-23');
  });

  it('finds the first day of the month', () => {
    expect(diaDeCalendario(inicioDeMes('2026-11-23'))).toBe('2026-11-01');
  });
});
