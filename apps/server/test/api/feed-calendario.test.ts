import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDeSecreto, secretoCoincide } from '../../src/features/feed-calendario/secreto-feed.js';
import { type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, cancelar, fechaDelDia, moverHora } from '../helpers/reservas.js';

/** 20 March 2026, summer time in Santiago: the bookings below are all ahead of it. */
const MARZO = new Date('2026-03-20T12:00:00Z');

interface EventoLeido {
  uid: string;
  secuencia: number;
  inicio: string;
  fin: string;
  resumen: string;
}

/** The feed as a calendar app reads it: parsed by ical.js, each event's instants in UTC. */
function leerFeed(texto: string): EventoLeido[] {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  return calendario.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      secuencia: e.sequence,
      inicio: e.startDate.toJSDate().toISOString(),
      fin: e.endDate.toJSDate().toISOString(),
      resumen: e.summary,
    };
  });
}

describe.each(BASES)('feed de calendario del barbero (%s)', (base) => {
  let t: AppDePrueba;
  let token: string;
  const tokens: Record<string, string> = {};
  const dias: Record<string, string> = {};

  const enlace = async (accion: 'leer' | 'rotar' = 'leer', quien = token) => {
    const res = await t.app.inject({
      method: accion === 'leer' ? 'GET' : 'POST',
      url: `/api/users/${t.barberoId}/feed-calendario${accion === 'rotar' ? '/rotar' : ''}`,
      headers: { authorization: `Bearer ${quien}` },
    });
    return res;
  };
  const ruta = (url: string) => url.replace('http://barberia.test', '');
  const feed = async (url: string) => t.app.inject({ url: ruta(url) });

  beforeAll(async () => {
    t = await appDePrueba(base, { ahora: MARZO });
    token = await t.tokenDe(BARBERO);
    // The demo opens the three weeks from 20 March (4 and 6 April among them); September is added by hand.
    for (const dia of ['2026-09-05', '2026-09-06']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/fechas',
        headers: { authorization: `Bearer ${token}` },
        payload: { fecha: dia, horaInicio: '11:00', horaFin: '20:30' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const dia of ['2026-04-04', '2026-04-06', '2026-09-05', '2026-09-06']) {
      dias[dia] = (await fechaDelDia(t, dia))._id;
      const res = await agendar(t, dias[dia]!, {
        horaInicio: '11:00',
        horaFin: '11:45',
        nombre: `Cliente ${dia}`,
        email: `c${dia}@correo.cl`,
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens[dia] = res.json<{ tokenCliente: string }>().tokenCliente;
    }
  });
  afterAll(() => t.close());

  it('serves each booking at its real instant across both DST changes, private and as text/calendar', async () => {
    const { url, webcal } = (await enlace()).json<{ url: string; webcal: string }>();
    expect(url).toMatch(/^http:\/\/barberia\.test\/api\/calendario\/[0-9a-f-]{36}\/[\w-]{43}\.ics$/);
    expect(webcal).toBe(url.replace('http://', 'webcal://'));
    // Asking again gives the same address: it is derived, not drawn each time.
    expect((await enlace()).json<{ url: string }>().url).toBe(url);

    const res = await feed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
    expect(res.body).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    const eventos = leerFeed(res.body);
    // 11:00 in Santiago: -03:00 on 4 April (the last day of summer time) and on 6 September (its
    // first day); -04:00 on 6 April and 5 September. A fixed offset gets two of the four wrong.
    expect(eventos.map((e) => [e.inicio, e.fin, e.resumen])).toEqual([
      ['2026-04-04T14:00:00.000Z', '2026-04-04T14:45:00.000Z', 'Cliente 2026-04-04 - Corte de pelo'],
      ['2026-04-06T15:00:00.000Z', '2026-04-06T15:45:00.000Z', 'Cliente 2026-04-06 - Corte de pelo'],
      ['2026-09-05T15:00:00.000Z', '2026-09-05T15:45:00.000Z', 'Cliente 2026-09-05 - Corte de pelo'],
      ['2026-09-06T14:00:00.000Z', '2026-09-06T14:45:00.000Z', 'Cliente 2026-09-06 - Corte de pelo'],
    ]);
    expect(eventos.every((e) => e.secuencia === 0)).toBe(true);
    // Unfolded as a reader does: the client's address is in the description.
    expect(res.body.replace(/\r\n /g, '')).toContain('Correo: c2026-04-04@correo.cl');
  });

  it('moves a rescheduled booking under the same UID with a higher SEQUENCE, and drops a cancelled one', async () => {
    const { url } = (await enlace()).json<{ url: string }>();
    const antes = leerFeed((await feed(url)).body);
    const uid = antes.find((e) => e.inicio === '2026-04-04T14:00:00.000Z')!.uid;

    const cliente = { nombre: 'Cliente 2026-04-04', email: 'c2026-04-04@correo.cl' };
    const nuevoToken = await moverHora(
      t,
      { fechaId: dias['2026-04-04']!, horaInicio: '11:00', token: tokens['2026-04-04'] },
      { fechaId: dias['2026-04-04']!, horaInicio: '12:00' },
      cliente,
    );
    let eventos = leerFeed((await feed(url)).body);
    expect(eventos.filter((e) => e.uid === uid)).toEqual([
      expect.objectContaining({ inicio: '2026-04-04T15:00:00.000Z', secuencia: 1 }),
    ]);

    // Moved again: the sequence keeps growing.
    await moverHora(
      t,
      { fechaId: dias['2026-04-04']!, horaInicio: '12:00', token: nuevoToken },
      { fechaId: dias['2026-04-06']!, horaInicio: '13:00' },
      cliente,
    );
    eventos = leerFeed((await feed(url)).body);
    expect(eventos.filter((e) => e.uid === uid)).toEqual([
      expect.objectContaining({ inicio: '2026-04-06T17:00:00.000Z', secuencia: 2 }),
    ]);

    const cancelada = await cancelar(t, dias['2026-09-05']!, '11:00', '11:45', tokens['2026-09-05']);
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    eventos = leerFeed((await feed(url)).body);
    expect(eventos.map((e) => e.inicio)).not.toContain('2026-09-05T15:00:00.000Z');
    expect(eventos).toHaveLength(3);
  });

  it('keeps only the bookings from 30 days back', async () => {
    const { url } = (await enlace()).json<{ url: string }>();
    const reloj = t.reloj.ahora;
    try {
      // 5 May: 4 April is 31 days back, 6 April 29.
      t.reloj.ahora = new Date('2026-05-05T16:00:00Z');
      const eventos = leerFeed((await feed(url)).body);
      expect(eventos.map((e) => e.inicio)).toEqual([
        '2026-04-06T15:00:00.000Z',
        '2026-04-06T17:00:00.000Z',
        '2026-09-06T14:00:00.000Z',
      ]);
    } finally {
      t.reloj.ahora = reloj;
    }
  });

  it('answers 404 to a wrong secret, another barber, a malformed path and, after rotating, the old address', async () => {
    const { url } = (await enlace()).json<{ url: string }>();
    const ultimo = url.at(-5)!;
    const cambiado = `${url.slice(0, -5)}${ultimo === 'A' ? 'B' : 'A'}.ics`;
    expect((await feed(cambiado)).statusCode).toBe(404);
    expect((await feed(url.replace(/\.ics$/, ''))).statusCode).toBe(404);
    expect((await feed(url.replace(/[\w-]{43}\.ics$/, 'corto.ics'))).statusCode).toBe(404);
    const otroId = await crearOtroBarbero(t);
    expect((await feed(url.replace(t.barberoId, otroId))).statusCode).toBe(404);
    const noEncontrado = await feed(cambiado);
    expect(noEncontrado.json()).toEqual({ msg: 'Calendario no encontrado.', code: 'FEED_NO_ENCONTRADO' });

    const rotado = await enlace('rotar');
    expect(rotado.statusCode).toBe(200);
    const nuevo = rotado.json<{ url: string }>().url;
    expect(nuevo).not.toBe(url);
    expect((await feed(url)).statusCode).toBe(404);
    expect((await feed(nuevo)).statusCode).toBe(200);
    expect((await enlace()).json<{ url: string }>().url).toBe(nuevo);
  });

  it('lets only the barber and the admin read or rotate the address', async () => {
    const tercero = { email: 'tercero@prueba.cl', password: 'tercero-secreto-123' };
    await crearOtroBarbero(t, tercero, 'Tercero');
    const deOtro = await t.tokenDe(tercero);
    expect((await enlace('leer', deOtro)).statusCode).toBe(403);
    expect((await enlace('rotar', deOtro)).statusCode).toBe(403);
  });
});

describe('comparación del secreto', () => {
  it('compares digests of equal length whatever the guess, and never throws on a short one', () => {
    const hash = hashDeSecreto('a'.repeat(43));
    expect(secretoCoincide('a'.repeat(43), hash)).toBe(true);
    expect(secretoCoincide(`${'a'.repeat(42)}b`, hash)).toBe(false);
    expect(secretoCoincide('', hash)).toBe(false);
    expect(secretoCoincide('a'.repeat(43), 'corto')).toBe(false);
  });
});
