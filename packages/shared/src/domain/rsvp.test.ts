import { describe, expect, it } from 'vitest';
import {
  type CuposDelEvento,
  cabeAlConfirmar,
  cuposDelEvento,
  mismaRespuesta,
  planDeRespuesta,
  type RespuestaRsvp,
  type RsvpQueCuenta,
} from './rsvp.js';

const AHORA = new Date('2026-11-23T12:00:00Z');
const en = (minutos: number) => new Date(AHORA.getTime() + minutos * 60_000);

const confirmada = (email: string, amount: number, status = 'confirmed'): RsvpQueCuenta => ({
  email,
  status,
  amount,
  confirmadoEn: en(-60),
  retieneHasta: null,
});
const esperando = (
  email: string,
  amount: number,
  retieneHasta: Date | null = en(10),
  status = 'confirmed',
): RsvpQueCuenta => ({ email, status, amount, confirmadoEn: null, retieneHasta });

describe('cuposDelEvento: confirmed places and held ones, apart', () => {
  it.each<[string, RsvpQueCuenta[], string | undefined, CuposDelEvento]>([
    ['nothing', [], undefined, { confirmados: 0, retenidos: 0 }],
    [
      'confirmed answers count their amount; declined and undecided none',
      [confirmada('a@x.cl', 2), confirmada('b@x.cl', 3, 'declined'), confirmada('c@x.cl', 1, 'undecided')],
      undefined,
      { confirmados: 2, retenidos: 0 },
    ],
    [
      'a waiting answer holds while its hold lasts, never past it',
      [esperando('a@x.cl', 2, en(1)), esperando('b@x.cl', 3, AHORA), esperando('c@x.cl', 4, en(-1))],
      undefined,
      { confirmados: 0, retenidos: 2 },
    ],
    ['a waiting answer without a hold holds nothing', [esperando('a@x.cl', 2, null)], undefined, zero()],
    ['a waiting "declined" holds nothing', [esperando('a@x.cl', 2, en(5), 'declined')], undefined, zero()],
    [
      'a waiting change holds only the places it adds to its confirmed answer',
      [confirmada('a@x.cl', 2), esperando('a@x.cl', 3)],
      undefined,
      { confirmados: 2, retenidos: 1 },
    ],
    [
      'a waiting change to fewer people holds nothing and the confirmed answer still counts whole',
      [confirmada('a@x.cl', 3), esperando('a@x.cl', 1)],
      undefined,
      { confirmados: 3, retenidos: 0 },
    ],
    [
      'a waiting "yes" over a confirmed "no" holds all its places',
      [confirmada('a@x.cl', 2, 'declined'), esperando('a@x.cl', 2)],
      undefined,
      { confirmados: 0, retenidos: 2 },
    ],
    [
      'the e-mail answering now is left out, in any case',
      [confirmada('A@x.cl', 2), esperando('a@X.cl', 3), confirmada('b@x.cl', 1), esperando('c@x.cl', 1)],
      'a@x.cl',
      { confirmados: 1, retenidos: 1 },
    ],
  ])('%s', (_caso, rsvps, sin, esperado) => {
    expect(cuposDelEvento(rsvps, AHORA, sin)).toEqual(esperado);
  });
});

function zero(): CuposDelEvento {
  return { confirmados: 0, retenidos: 0 };
}

const si = (amount: number, payload: RespuestaRsvp['payload'] = {}): RespuestaRsvp => ({
  status: 'confirmed',
  amount,
  payload,
});
const no = (amount = 1): RespuestaRsvp => ({ status: 'declined', amount, payload: {} });

describe('mismaRespuesta', () => {
  it.each<[RespuestaRsvp, RespuestaRsvp, boolean]>([
    [si(2), si(2), true],
    [si(2, { nombre: 'Ana', acepto: true }), si(2, { acepto: true, nombre: 'Ana' }), true],
    [si(2), si(3), false],
    [si(1), no(1), false],
    [si(1, { nombre: 'Ana' }), si(1, { nombre: 'Bea' }), false],
    [si(1, { nombre: 'Ana' }), si(1), false],
    [si(1), si(1, { nombre: '' }), false],
    [si(1, { a: 'x' }), si(1, { b: 'x' }), false],
    [si(1, { acepto: true }), si(1, { acepto: 'true' }), false],
  ])('%j and %j: %s', (a, b, igual) => {
    expect(mismaRespuesta(a, b)).toBe(igual);
    expect(mismaRespuesta(b, a)).toBe(igual);
  });
});

describe('planDeRespuesta', () => {
  const sinDoi = { max: 10, dobleOptIn: false, porcentajeRetenible: 50 };
  const conDoi = { ...sinDoi, dobleOptIn: true };
  const cupos = (confirmados: number, retenidos = 0): CuposDelEvento => ({ confirmados, retenidos });

  it.each<[string, typeof sinDoi, RespuestaRsvp, RespuestaRsvp | undefined, CuposDelEvento, unknown]>([
    // Without double opt-in.
    ['a first answer that fits takes effect', sinDoi, si(3), undefined, cupos(7), { accion: 'confirmar' }],
    ['a first "no" takes effect even when full', sinDoi, no(), undefined, cupos(10), { accion: 'confirmar' }],
    [
      'too many for the confirmed places: booked out',
      sinDoi,
      si(4),
      undefined,
      cupos(7),
      { accion: 'agotado' },
    ],
    [
      'places free only once holds lapse: it waits, holding nothing',
      sinDoi,
      si(2),
      undefined,
      cupos(7, 2),
      { accion: 'esperar', retiene: false },
    ],
    [
      'the same answer again changes nothing',
      sinDoi,
      si(2, { n: 'a' }),
      si(2, { n: 'a' }),
      cupos(8),
      { accion: 'sin-cambios' },
    ],
    [
      'a change never takes effect at once: it waits and holds what it adds',
      sinDoi,
      si(3),
      si(2),
      cupos(5),
      { accion: 'esperar', retiene: true },
    ],
    [
      'declining a confirmed answer waits too (anyone can type an e-mail)',
      sinDoi,
      no(2),
      si(2),
      cupos(5),
      { accion: 'esperar', retiene: false },
    ],
    [
      'a change that does not fit beside the others is booked out (the confirmed one stays)',
      sinDoi,
      si(4),
      si(2),
      cupos(7),
      { accion: 'agotado' },
    ],
    [
      'a change to fewer people waits without holding',
      sinDoi,
      si(1),
      si(3),
      cupos(7),
      { accion: 'esperar', retiene: false },
    ],
    // With double opt-in.
    [
      'a first answer waits and holds',
      conDoi,
      si(2),
      undefined,
      cupos(0),
      { accion: 'esperar', retiene: true },
    ],
    [
      'a first "no" waits, holding nothing',
      conDoi,
      no(),
      undefined,
      cupos(10),
      { accion: 'esperar', retiene: false },
    ],
    [
      'holds stay within the share: 4 held + 2 > 5 of 10',
      conDoi,
      si(2),
      undefined,
      cupos(0, 4),
      { accion: 'esperar', retiene: false },
    ],
    [
      'holds up to exactly the share',
      conDoi,
      si(1),
      undefined,
      cupos(0, 4),
      { accion: 'esperar', retiene: true },
    ],
    [
      'places all held by others: the answer is still taken, without a hold',
      conDoi,
      si(1),
      undefined,
      cupos(5, 5),
      { accion: 'esperar', retiene: false },
    ],
    ['confirmed answers fill it: booked out', conDoi, si(1), undefined, cupos(10), { accion: 'agotado' }],
    [
      'a "no" on an event shrunk below its confirmed places still takes effect',
      sinDoi,
      no(),
      undefined,
      cupos(12, 2),
      { accion: 'confirmar' },
    ],
    [
      'a "no" changing a "yes" on a shrunk event waits for its mail, never booked out',
      conDoi,
      no(),
      si(2),
      cupos(12),
      { accion: 'esperar', retiene: false },
    ],
    ['the confirmed same answer changes nothing', conDoi, si(1), si(1), cupos(9), { accion: 'sin-cambios' }],
  ])('%s', (_caso, reglas, nueva, anterior, otros, esperado) => {
    expect(planDeRespuesta(reglas, nueva, anterior, otros)).toEqual(esperado);
  });

  it.each([
    [0, 10, 0],
    [50, 10, 5],
    [50, 3, 1],
    [50, 1, 0],
    [100, 7, 7],
  ])('with %i %% of %i places, at most %i are held', (porcentajeRetenible, max, tope) => {
    const reglas = { max, dobleOptIn: true, porcentajeRetenible };
    for (let retenidos = 0; retenidos <= max; retenidos++) {
      const plan = planDeRespuesta(reglas, si(1), undefined, cupos(0, retenidos));
      expect(plan, `${retenidos} ya retenidos`).toEqual({
        accion: 'esperar',
        retiene: retenidos + 1 <= tope,
      });
    }
  });

  it('never lets the places taken and held pass the limit, whatever the order of answers', () => {
    // Every sequence of 1- and 2-person answers on a 5-place event: confirmed + held stays ≤ max.
    for (let mascara = 0; mascara < 1 << 8; mascara++) {
      let confirmados = 0;
      let retenidos = 0;
      for (let i = 0; i < 8; i++) {
        const amount = (mascara >> i) & 1 ? 2 : 1;
        const plan = planDeRespuesta(
          { max: 5, dobleOptIn: i % 2 === 0, porcentajeRetenible: 60 },
          si(amount),
          undefined,
          cupos(confirmados, retenidos),
        );
        if (plan.accion === 'confirmar') confirmados += amount;
        if (plan.accion === 'esperar' && plan.retiene) retenidos += amount;
        expect(confirmados + retenidos).toBeLessThanOrEqual(5);
        expect(retenidos).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('cabeAlConfirmar', () => {
  it.each([
    [si(2), { confirmados: 8, retenidos: 0 }, true],
    [si(3), { confirmados: 8, retenidos: 0 }, false],
    [si(2), { confirmados: 6, retenidos: 2 }, true],
    [si(2), { confirmados: 6, retenidos: 3 }, false],
    [no(5), { confirmados: 10, retenidos: 4 }, true],
  ])('%j beside %j on 10 places: %s', (pendiente, otros, cabe) => {
    expect(cabeAlConfirmar(10, pendiente, otros)).toBe(cabe);
  });
});
