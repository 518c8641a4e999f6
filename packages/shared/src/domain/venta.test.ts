import { describe, expect, it } from 'vitest';
import {
  clasificarRetorno,
  completarDias,
  decisionAlReemplazar,
  decisionPorEstado,
  esPagoAprobado,
  inicioDeMeses,
  ultimosDias,
  unidadesDe,
} from './venta.js';
import { ZONA_SANTIAGO } from './zona.js';

describe('clasificarRetorno: the four ways Webpay sends the buyer back', () => {
  it.each([
    [{ token_ws: 't1' }, { tipo: 'confirmar', token: 't1' }],
    [
      { token_ws: 't1', TBK_TOKEN: 't1', TBK_ORDEN_COMPRA: 'o', TBK_ID_SESION: 's' },
      { tipo: 'abortado', token: 't1' },
    ],
    [
      { TBK_TOKEN: 't2', TBK_ORDEN_COMPRA: 'o', TBK_ID_SESION: 's' },
      { tipo: 'anulado', token: 't2', buyOrder: 'o', sessionId: 's' },
    ],
    [
      { TBK_ORDEN_COMPRA: 'o', TBK_ID_SESION: 's' },
      { tipo: 'tiempo_agotado', buyOrder: 'o', sessionId: 's' },
    ],
    [{}, { tipo: 'invalido' }],
    [{ TBK_ORDEN_COMPRA: 'o' }, { tipo: 'invalido' }],
    [{ token_ws: ['a', 'b'] }, { tipo: 'invalido' }],
    [{ token_ws: '' }, { tipo: 'invalido' }],
  ])('%j → %j', (parametros, esperado) => {
    expect(clasificarRetorno(parametros)).toEqual(esperado);
  });
});

describe('esPagoAprobado', () => {
  const venta = { precioTotal: 12000, buyOrder: 'BO-1' };
  const ok = { response_code: 0, status: 'AUTHORIZED', amount: 12000, buy_order: 'BO-1' };
  it('needs every condition at once', () => {
    expect(esPagoAprobado(ok, venta)).toBe(true);
    expect(esPagoAprobado({ ...ok, response_code: -1 }, venta)).toBe(false);
    expect(esPagoAprobado({ ...ok, response_code: '0' }, venta)).toBe(false);
    expect(esPagoAprobado({ ...ok, status: 'FAILED' }, venta)).toBe(false);
    expect(esPagoAprobado({ ...ok, amount: 11999 }, venta)).toBe(false);
    expect(esPagoAprobado({ ...ok, buy_order: 'BO-2' }, venta)).toBe(false);
  });
  it('a status answer: INITIALIZED waits, anything else not approved fails', () => {
    const abierto = { ahora: new Date(0), formularioHasta: new Date(1) };
    expect(decisionPorEstado(ok, venta, abierto)).toBe('PAGADO');
    expect(decisionPorEstado({ status: 'INITIALIZED' }, venta, abierto)).toBe('PENDIENTE');
    expect(decisionPorEstado({ ...ok, status: 'FAILED', response_code: -1 }, venta, abierto)).toBe('FALLIDA');
    expect(decisionPorEstado({ ...ok, amount: 1 }, venta, abierto)).toBe('FALLIDA');
  });
});

describe('decisionPorEstado: a checkout abandoned on Webpay', () => {
  const venta = { precioTotal: 12000, buyOrder: 'BO-1' };
  const formularioHasta = new Date('2026-11-23T12:10:00Z');
  const en = (iso: string) => ({ ahora: new Date(iso), formularioHasta });
  it.each([
    ['2026-11-23T12:09:59.999Z', 'PENDIENTE'],
    ['2026-11-23T12:10:00.000Z', 'FALLIDA'],
    ['2026-11-30T12:00:00.000Z', 'FALLIDA'],
  ] as const)('INITIALIZED at %s: %s (the form may be open until 12:10)', (ahora, esperado) => {
    expect(decisionPorEstado({ status: 'INITIALIZED' }, venta, en(ahora))).toBe(esperado);
  });
  it('paid stays paid however late Webpay says so', () => {
    const ok = { response_code: 0, status: 'AUTHORIZED', amount: 12000, buy_order: 'BO-1' };
    expect(decisionPorEstado(ok, venta, en('2026-11-30T12:00:00Z'))).toBe('PAGADO');
  });
});

describe('decisionAlReemplazar: a new checkout ends the earlier one, unless Webpay says it was paid', () => {
  const venta = { precioTotal: 5000, buyOrder: 'BO-2' };
  const ok = { response_code: 0, status: 'AUTHORIZED', amount: 5000, buy_order: 'BO-2' };
  it.each([
    [ok, 'PAGADO'],
    [{ status: 'INITIALIZED' }, 'FALLIDA'],
    [{ ...ok, status: 'FAILED', response_code: -1 }, 'FALLIDA'],
    [{ ...ok, amount: 1 }, 'FALLIDA'],
    [{}, 'FALLIDA'],
  ] as const)('%j → %s', (respuesta, esperado) => {
    expect(decisionAlReemplazar(respuesta, venta)).toBe(esperado);
  });
});

describe('unidadesDe', () => {
  it.each([
    [[], 0],
    [[{ cantidad: 3 }], 3],
    [[{ cantidad: 3 }, { cantidad: 1 }, { cantidad: 1000 }], 1004],
  ])('%j → %i', (lineas, total) => {
    expect(unidadesDe(lineas)).toBe(total);
  });
});

describe('the summary calendar in America/Santiago', () => {
  it('months start at local midnight, across the year boundary', () => {
    // 2027-01-01 01:30 in Santiago (summer time, -03:00) is still 2026-12-31 in some zones, not here.
    const { actual, anterior } = inicioDeMeses(new Date('2027-01-01T04:30:00Z'), ZONA_SANTIAGO);
    expect(actual.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(anterior.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });
  it('a month that starts in winter time (-04:00)', () => {
    const { actual, anterior } = inicioDeMeses(new Date('2026-07-15T12:00:00Z'), ZONA_SANTIAGO);
    expect(actual.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(anterior.toISOString()).toBe('2026-06-01T04:00:00.000Z');
  });
  it('30 days end today in the shop, even when UTC is already tomorrow', () => {
    const dias = ultimosDias(new Date('2026-11-24T02:30:00Z'), ZONA_SANTIAGO, 30);
    expect(dias).toHaveLength(30);
    expect(dias.at(-1)).toBe('2026-11-23');
    expect(dias[0]).toBe('2026-10-25');
  });
  it('days without sales are zero', () => {
    expect(
      completarDias(['2026-11-22', '2026-11-23'], [{ dia: '2026-11-23', total: 5, cantidad: 1 }]),
    ).toEqual([
      { dia: '2026-11-22', total: 0, cantidad: 0 },
      { dia: '2026-11-23', total: 5, cantidad: 1 },
    ]);
  });
});
