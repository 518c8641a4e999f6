import { ESTADOS_VENTA } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { motivoDeFallo, puedePasar, TRANSICIONES } from './estados.js';

describe('estados de una venta', () => {
  it.each([
    ['PENDIENTE', 'PAGADO', true],
    ['PENDIENTE', 'FALLIDA', true],
    ['PAGADO', 'ANULADA', true],
    ['PENDIENTE', 'ANULADA', false],
    ['PENDIENTE', 'PENDIENTE', false],
    ['PAGADO', 'FALLIDA', false],
    ['PAGADO', 'PENDIENTE', false],
    ['PAGADO', 'PAGADO', false],
    ['FALLIDA', 'PAGADO', false],
    ['FALLIDA', 'ANULADA', false],
    ['ANULADA', 'PAGADO', false],
    ['ANULADA', 'ANULADA', false],
  ] as const)('%s → %s: %s', (desde, hacia, permitido) => {
    expect(puedePasar(desde, hacia)).toBe(permitido);
  });

  it('la tabla nombra cada estado, y los finales no salen a ninguna parte', () => {
    expect(Object.keys(TRANSICIONES).sort()).toEqual([...ESTADOS_VENTA].sort());
    const alcanzables = new Set(Object.values(TRANSICIONES).flat());
    // Every state but the checkout's start is reached from another one.
    expect([...alcanzables].sort()).toEqual(ESTADOS_VENTA.filter((e) => e !== 'PENDIENTE').sort());
    expect(TRANSICIONES.FALLIDA).toEqual([]);
    expect(TRANSICIONES.ANULADA).toEqual([]);
  });
});

describe('motivoDeFallo', () => {
  it.each([
    ['FALLIDA', { status: 'FAILED', response_code: -1 }, 'rechazado'],
    ['FALLIDA', { response_code: -4 }, 'rechazado'],
    ['FALLIDA', { status: 'FAILED' }, 'rechazado'],
    ['FALLIDA', { status: 'AUTHORIZED', response_code: 0 }, 'no-coincide'],
    ['FALLIDA', { status: 'INITIALIZED' }, 'sin-terminar'],
    ['FALLIDA', null, 'sin-terminar'],
    ['FALLIDA', undefined, 'sin-terminar'],
    ['PAGADO', { status: 'AUTHORIZED', response_code: 0 }, null],
    ['PENDIENTE', null, null],
    ['ANULADA', { status: 'AUTHORIZED', response_code: 0 }, null],
  ] as const)('%s with %j → %s', (status, respuesta, motivo) => {
    expect(motivoDeFallo(status, respuesta)).toBe(motivo);
  });
});
