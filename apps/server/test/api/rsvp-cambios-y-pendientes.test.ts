import type { ConteoRsvp, EventoRsvp, RsvpAdmin } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import type { Correo } from '../../src/infra/correo/mailer.js';
import { ADMIN, appDelBloque, LUNES_9AM } from '../helpers/app.js';
import { pedidor } from '../helpers/back-office.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';

/**
 * Issue 20, RSVP (docs/decisions/023): nobody changes a confirmed answer without its mailbox, and answers
 * waiting for their mail hold places only briefly, apart, and a limited number per address.
 */
const EVENTO = {
  name: 'Taller de barba',
  startDate: '2026-12-05',
  startTime: '19:00',
  endTime: '21:00',
  max: 10,
  maxpp: 3,
};

/** The block's app, with a mailbox the tests read, and what they call it with. */
function rsvpDelBloque(base: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const enviados: Correo[] = [];
  const t = appDelBloque(base, {
    env,
    mailer: { enviar: async (c) => void enviados.push(c), close: () => {} },
  });
  const pedir = () => pedidor(t);
  let admin: string | undefined;
  const tokenAdmin = async () => (admin ??= await t.tokenDe(ADMIN));

  return {
    t,
    enviados,
    async crearEvento(cambios: object = {}) {
      const res = await pedir()('POST', '/api/eventos', await tokenAdmin(), { ...EVENTO, ...cambios });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<EventoRsvp>();
    },
    responder: (id: string, cuerpo: object, ip = '10.0.0.1') =>
      pedir()('POST', `/api/rsvp/${id}`, undefined, { status: 'confirmed', amount: 1, ...cuerpo }, ip),
    conteo: async (id: string) => (await pedir()('GET', `/api/rsvp/${id}/count`)).json<ConteoRsvp>(),
    async lista(id: string) {
      const res = await pedir()('GET', `/api/eventos/${id}/rsvp`, await tokenAdmin());
      expect(res.statusCode, res.body).toBe(200);
      return res.json<RsvpAdmin[]>().map((r) => [r.email, r.status, r.amount, r.confirmado]);
    },
    /** The last mail to that address, and the token of its link. */
    async correoDe(email: string) {
      await t.outbox.procesar();
      const correo = enviados.findLast((c) => c.para === email);
      return { correo, token: /confirmar=([\w-]{43})/.exec(correo?.texto ?? '')?.[1] ?? '' };
    },
    confirmar: (token: string) => pedir()('POST', '/api/rsvp/confirmar', undefined, { token }),
    en(minutos: number) {
      t.reloj.ahora = new Date(LUNES_9AM.getTime() + minutos * 60_000);
    },
  };
}

describe.each(BASES)('RSVP: un cambio espera el correo de su dueño (%s)', (base) => {
  const r = rsvpDelBloque(base);

  it('doble opt-in: un «no asistiré» ajeno no toca la respuesta confirmada ni sus cupos hasta que su correo lo confirma', async () => {
    const e = await r.crearEvento({ max: 3, doubleOptIn: true });
    await r.responder(e._id, { email: 'ana@correo.cl', amount: 2 });
    expect((await r.confirmar((await r.correoDe('ana@correo.cl')).token)).statusCode).toBe(200);
    expect(await r.conteo(e._id)).toMatchObject({ total: 2, bookedOut: false });

    // Someone else, from another address, with Ana's e-mail.
    const ajeno = await r.responder(e._id, { email: 'ANA@correo.cl', status: 'declined' }, '10.9.9.9');
    expect(ajeno.statusCode).toBe(200);
    expect(ajeno.json()).toEqual({
      status: 'doi',
      msg: 'Ya había una respuesta con este correo: te enviamos un correo para confirmar el cambio. Hasta entonces sigue vigente la anterior.',
    });
    expect(await r.conteo(e._id)).toMatchObject({ total: 2, pendientes: 0 });
    expect(await r.lista(e._id)).toEqual([
      ['ana@correo.cl', 'confirmed', 2, true],
      ['ana@correo.cl', 'declined', 1, false],
    ]);
    // The last place is still free for a third person, and Ana's two still hers.
    expect((await r.responder(e._id, { email: 'beto@correo.cl', amount: 2 })).json()).toMatchObject({
      code: 'RSVP_AGOTADO',
    });

    const { correo, token } = await r.correoDe('ana@correo.cl');
    expect(correo?.asunto).toBe('Confirma el cambio de tu respuesta a Taller de barba');
    expect(correo?.texto).toContain('Recibimos un cambio en tu respuesta a «Taller de barba»: no asistirás.');
    expect(correo?.texto).toContain('Tu respuesta actual (asistirás, 2 personas) sigue vigente');
    expect(correo?.texto).toContain('Si no pediste este cambio, ignora este correo: tu respuesta no cambia.');

    // Only the mailbox's owner applies it.
    expect((await r.confirmar(token)).json()).toEqual({
      msg: '¡Listo! Tu respuesta quedó actualizada.',
      eventoId: e._id,
    });
    expect(await r.conteo(e._id)).toMatchObject({ total: 0 });
    expect(await r.lista(e._id)).toEqual([['ana@correo.cl', 'declined', 1, true]]);
  });

  it('sin doble opt-in: la primera respuesta vale al tiro; otra con el mismo correo se confirma por correo', async () => {
    const e = await r.crearEvento({ max: 5 });
    expect((await r.responder(e._id, { email: 'carla@correo.cl', amount: 3 })).json()).toMatchObject({
      status: 'confirmed',
    });
    await r.t.outbox.procesar();
    const antes = r.enviados.length;

    // The same answer again (a double click) changes nothing and mails nothing.
    expect((await r.responder(e._id, { email: 'carla@correo.cl', amount: 3 })).json()).toEqual({
      status: 'confirmed',
      msg: '¡Gracias! Tu respuesta quedó registrada.',
    });
    await r.t.outbox.procesar();
    expect(r.enviados.length).toBe(antes);

    const cambio = await r.responder(e._id, { email: 'carla@correo.cl', status: 'declined' }, '10.9.9.8');
    expect(cambio.json()).toMatchObject({ status: 'doi' });
    expect(await r.conteo(e._id)).toMatchObject({ total: 3 });
    expect(await r.lista(e._id)).toEqual([
      ['carla@correo.cl', 'confirmed', 3, true],
      ['carla@correo.cl', 'declined', 1, false],
    ]);
    // A newer change replaces the waiting one and its link; the confirmed answer still stands.
    const primero = (await r.correoDe('carla@correo.cl')).token;
    await r.responder(e._id, { email: 'carla@correo.cl', amount: 1 }, '10.9.9.8');
    const { correo, token } = await r.correoDe('carla@correo.cl');
    expect(correo?.texto).toContain('asistirás, 1 persona.');
    expect((await r.confirmar(primero)).json()).toMatchObject({ code: 'RSVP_ENLACE_INVALIDO' });
    expect(await r.conteo(e._id)).toMatchObject({ total: 3 });
    expect((await r.confirmar(token)).statusCode).toBe(200);
    expect(await r.lista(e._id)).toEqual([['carla@correo.cl', 'confirmed', 1, true]]);
    expect(await r.conteo(e._id)).toMatchObject({ total: 1 });
  });

  it('un cambio que suma personas guarda solo las que agrega; si no caben, la respuesta confirmada queda', async () => {
    const e = await r.crearEvento({ max: 6, doubleOptIn: true });
    await r.responder(e._id, { email: 'dani@correo.cl', amount: 1 });
    await r.confirmar((await r.correoDe('dani@correo.cl')).token);
    await r.responder(e._id, { email: 'dani@correo.cl', amount: 3 });
    expect(await r.conteo(e._id)).toMatchObject({ total: 1, pendientes: 2 });
    // 1 confirmed + 2 held + 3 for Eva = 6: fits; a 7th place does not exist.
    await r.responder(e._id, { email: 'eva@correo.cl', amount: 3 });
    expect((await r.confirmar((await r.correoDe('eva@correo.cl')).token)).statusCode).toBe(200);
    expect(
      (await r.responder(e._id, { email: 'dani@correo.cl', amount: 3, payload: { x: 1 } })).statusCode,
    ).toBe(200);
    expect((await r.responder(e._id, { email: 'fede@correo.cl', amount: 3 })).json()).toMatchObject({
      code: 'RSVP_AGOTADO',
    });
    // Dani's change still holds: it takes effect; the confirmed row is replaced, not doubled.
    expect((await r.confirmar((await r.correoDe('dani@correo.cl')).token)).statusCode).toBe(200);
    expect(await r.conteo(e._id)).toMatchObject({ total: 6, pendientes: 0, bookedOut: true });
    expect((await r.lista(e._id)).filter(([email]) => email === 'dani@correo.cl')).toEqual([
      ['dani@correo.cl', 'confirmed', 3, true],
    ]);
  });
});

describe.each(BASES)('RSVP: las respuestas por confirmar retienen poco y aparte (%s)', (base) => {
  const r = rsvpDelBloque(base, { RSVP_RETENCION_MINUTOS: '10', RSVP_PENDIENTES_POR_IP: '3' });

  it('retienen solo RSVP_RETENCION_MINUTOS, hasta la mitad de los cupos, y nunca dejan el evento «agotado»', async () => {
    const e = await r.crearEvento({ max: 4, maxpp: 2, doubleOptIn: true });
    try {
      // Fake addresses from two connections hold half the places, no more.
      for (const [i, ip] of ['10.3.0.1', '10.3.0.1', '10.3.0.2'].entries())
        expect((await r.responder(e._id, { email: `falso${i}@x.cl`, amount: 1 }, ip)).statusCode).toBe(200);
      expect(await r.conteo(e._id)).toEqual({
        total: 0,
        pendientes: 2,
        max: 4,
        expired: false,
        bookedOut: false,
      });
      expect((await r.correoDe('falso2@x.cl')).correo?.texto).toContain(
        'Al confirmar entras si aún quedan cupos.',
      );

      // A real visitor answers, and gets in when confirming: two places were never held.
      await r.responder(e._id, { email: 'real@correo.cl', amount: 2 }, '10.3.0.9');
      expect((await r.confirmar((await r.correoDe('real@correo.cl')).token)).statusCode).toBe(200);
      expect(await r.conteo(e._id)).toMatchObject({ total: 2, pendientes: 2, bookedOut: false });

      // The next one waits for the holds, and gets in once they lapse, with the same link.
      await r.responder(e._id, { email: 'otra@correo.cl', amount: 2 }, '10.3.0.8');
      const { token } = await r.correoDe('otra@correo.cl');
      r.en(10 - 1 / 60_000);
      expect((await r.confirmar(token)).json()).toMatchObject({
        code: 'RSVP_SIN_CUPOS_AL_CONFIRMAR',
        msg: expect.stringContaining('vuelve a abrir el enlace más tarde'),
      });
      r.en(10);
      expect((await r.conteo(e._id)).pendientes).toBe(0);
      expect((await r.confirmar(token)).statusCode).toBe(200);
      expect(await r.conteo(e._id)).toMatchObject({ total: 4, bookedOut: true });
      // A fake one confirmed late finds no place: it says so, and nothing changes.
      expect((await r.confirmar((await r.correoDe('falso0@x.cl')).token)).statusCode).toBe(409);
      expect(await r.conteo(e._id)).toMatchObject({ total: 4 });
    } finally {
      r.en(0);
    }
  });

  it('una dirección tiene a lo más RSVP_PENDIENTES_POR_IP respuestas por confirmar, en todos los eventos', async () => {
    const [e1, e2] = [await r.crearEvento({ doubleOptIn: true }), await r.crearEvento({ doubleOptIn: true })];
    const ip = '10.4.0.1';
    try {
      expect((await r.responder(e1._id, { email: 'p1@x.cl' }, ip)).statusCode).toBe(200);
      expect((await r.responder(e2._id, { email: 'p2@x.cl' }, ip)).statusCode).toBe(200);
      r.en(4);
      expect((await r.responder(e2._id, { email: 'p3@x.cl' }, ip)).statusCode).toBe(200);
      // Replacing one's own waiting answer adds nothing.
      expect((await r.responder(e1._id, { email: 'p1@x.cl', amount: 2 }, ip)).statusCode).toBe(200);
      const cuarta = await r.responder(e1._id, { email: 'p4@x.cl' }, ip);
      expect(cuarta.statusCode).toBe(429);
      expect(cuarta.json()).toMatchObject({ code: 'RSVP_PENDIENTES_POR_IP' });
      expect(cuarta.json().msg).toMatch(/^Desde tu conexión hay varias respuestas esperando confirmación/);
      // p2 (the oldest left in the window) leaves it at minute 10: 6 minutes from now.
      expect(cuarta.headers['retry-after']).toBe('360');
      // Another address, and a first answer to an event without double opt-in, are not held back.
      expect((await r.responder(e1._id, { email: 'p4@x.cl' }, '10.4.0.2')).statusCode).toBe(200);
      const abierto = await r.crearEvento();
      expect((await r.responder(abierto._id, { email: 'p5@x.cl' }, ip)).json()).toMatchObject({
        status: 'confirmed',
      });
      // Once the oldest ones lapse, the address may answer again.
      r.en(10);
      expect((await r.responder(e2._id, { email: 'p6@x.cl' }, ip)).statusCode).toBe(200);
    } finally {
      r.en(0);
    }
  });
});

describeEnPostgres('RSVP por confirmar en paralelo (postgres)', () => {
  const r = rsvpDelBloque('postgres', { RSVP_PENDIENTES_POR_IP: '3' });

  it('20 respuestas a la vez desde una dirección a 5 eventos: exactamente 3 quedan por confirmar', async () => {
    const eventos = await Promise.all(Array.from({ length: 5 }, () => r.crearEvento({ doubleOptIn: true })));
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        r.responder(eventos[i % 5]!._id, { email: `par${i}@x.cl` }, '10.5.0.1'),
      ),
    );
    const estados = respuestas.map((x) => x.statusCode);
    expect(estados.filter((s) => s === 200)).toHaveLength(3);
    expect(estados.filter((s) => s === 429)).toHaveLength(17);
  });

  it('30 respuestas a la vez de 30 direcciones a 10 cupos: ninguna rechazada y exactamente 5 cupos retenidos', async () => {
    const e = await r.crearEvento({ max: 10, maxpp: 1, doubleOptIn: true });
    const respuestas = await Promise.all(
      Array.from({ length: 30 }, (_, i) => r.responder(e._id, { email: `mucho${i}@x.cl` }, `10.6.${i}.1`)),
    );
    expect(respuestas.map((x) => x.statusCode)).toEqual(Array(30).fill(200));
    expect(await r.conteo(e._id)).toMatchObject({ total: 0, pendientes: 5, bookedOut: false });
  });
});
