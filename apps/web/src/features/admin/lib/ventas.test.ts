import { describe, expect, it } from 'vitest';
import { formatearFechaVenta, tonoDeEstado } from './ventas';

describe('tonoDeEstado', () => {
  it.each([
    ['PAGADO', 'pagado'],
    ['pagado', 'pagado'],
    ['FALLIDA', 'fallida'],
    ['PENDIENTE', 'neutro'],
    ['ANULADA', 'neutro'],
    ['', 'neutro'],
  ])('%s → %s', (status, tono) => {
    expect(tonoDeEstado(status)).toBe(tono);
  });
});

describe('formatearFechaVenta', () => {
  it('writes the instant in es-CL on Santiago time', () => {
    // 15:30 UTC is 12:30 in Santiago during summer time (UTC-3).
    expect(formatearFechaVenta('2026-01-15T15:30:00Z')).toBe('15-01-2026, 12:30');
    // Winter time (UTC-4).
    expect(formatearFechaVenta('2026-07-01T03:00:00Z')).toBe('30-06-2026, 23:00');
  });

  it('leaves an unreadable value as it came', () => {
    expect(formatearFechaVenta('ayer')).toBe('ayer');
  });
});
