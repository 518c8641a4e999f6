import { type HorasLibresRespuesta, MENSAJES, TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { googleCalendarCola, horasAgendadas, usuarios } from '../../src/db/schema.js';
import { crearColaGoogle } from '../../src/features/google-calendar/cola.js';
import { clienteConToken, crearClienteGoogle } from '../../src/infra/google/google.client.js';
import { type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero, OTRO } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { type GoogleSimulado, iniciarGoogleSimulado } from '../helpers/google-simulado.js';
import { agendar, cancelar, fechaDelDia, reagendar, reservaHecha } from '../helpers/reservas.js';

const CALENDARIO = 'barbero.prueba@group.calendar.google.com';
const TTL_S = 30;

describe.each(BASES)('Google Calendar de cada barbero (%s)', (base) => {
  let t: AppDePrueba;
  let g: GoogleSimulado;
  let token: string;
  beforeAll(async () => {
    g = await iniciarGoogleSimulado();
    g.crearCalendario(CALENDARIO);
    g.crearCalendario('ajeno@group.calendar.google.com', { compartido: false });
    t = await appDePrueba(base, {
      env: {
        GOOGLE_CALENDAR_ROOT_URL: g.url,
        GOOGLE_CALENDAR_TEST_TOKEN: g.token,
        GOOGLE_CALENDAR_CACHE_SEGUNDOS: String(TTL_S),
      },
    });
    token = await t.tokenDe(BARBERO);
  });
  afterAll(async () => {
    await t.close();
    await g.cerrar();
  });

  const ruta = () => `/api/users/${t.barberoId}/google-calendar`;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const conectar = (calendarId: string) =>
    t.app.inject({ method: 'PUT', url: ruta(), headers: auth(), payload: { calendarId } });
  const procesar = () => t.colaGoogle!.procesar();
  const pendientes = async () =>
    (await t.database.db.select().from(googleCalendarCola)).filter((f) => f.estado === 'pendiente').length;
  const eventoDe = async (horaId: string) => {
    const [h] = await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, horaId));
    return h?.googleEventoId;
  };
  const horasDel = async (dia: string) => {
    const res = await t.app.inject({ url: `/api/fechas/horas-libres/${t.barberoId}?duracion=45` });
    expect(res.statusCode).toBe(200);
    return res.json<HorasLibresRespuesta>().dias.find((d) => d.fecha === dia)?.horas ?? [];
  };
  const adelantar = (segundos: number) => {
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + segundos * 1000);
  };

  it('says why a calendar cannot be connected, in Spanish, and connects a shared one', async () => {
    const sinCalendario = await t.app.inject({ url: ruta(), headers: auth() });
    expect(sinCalendario.json()).toMatchObject({ estado: 'sin_calendario', calendarId: null });

    const ajeno = await conectar('ajeno@group.calendar.google.com');
    expect(ajeno.statusCode).toBe(422);
    expect(ajeno.json<{ msg: string }>().msg).toMatch(/^Google no encuentra ese calendario.*compartido con/);

    g.fallar(503, 1);
    const caido = await conectar(CALENDARIO);
    expect(caido.statusCode).toBe(503);
    expect(caido.json<{ msg: string }>().msg).toMatch(/Google Calendar no responde/);

    const malo = await conectar('a b');
    expect(malo.statusCode).toBe(400);

    const ok = await conectar(CALENDARIO);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ estado: 'conectado', calendarId: CALENDARIO });
    expect((await t.app.inject({ url: ruta(), headers: auth() })).json()).toMatchObject({
      estado: 'conectado',
    });
    expect((await t.app.inject({ url: ruta() })).statusCode).toBe(401);
  });

  it('refuses a calendar another barber has connected, whatever its case (issue 20)', async () => {
    await crearOtroBarbero(t);
    const otro = await t.login(OTRO);
    const ajena = (calendarId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${otro._id}/google-calendar`,
        headers: { authorization: `Bearer ${otro.token.accessToken}` },
        payload: { calendarId },
      });
    for (const calendarId of [CALENDARIO, CALENDARIO.toUpperCase()]) {
      const res = await ajena(calendarId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ msg: MENSAJES.GOOGLE_CALENDARIO_DE_OTRO });
    }
    // The database is the last judge: written behind the service's back, the index refuses it too.
    await expect(
      t.database.db.update(usuarios).set({ googleCalendarId: CALENDARIO }).where(eq(usuarios.id, otro._id)),
    ).rejects.toThrow();
  });

  it('puts a booking in the calendar as local Santiago time and takes it out when cancelled', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const { horaAgendada, tokenCliente } = await reservaHecha(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: 'Ana Pérez',
      email: 'ana@correo.cl',
    });
    const eventoId = await eventoDe(horaAgendada._id);
    expect(eventoId).toBe(horaAgendada._id.replaceAll('-', ''));
    expect(g.eventos(CALENDARIO)).toHaveLength(0); // the booking did not wait for Google

    expect(await procesar()).toEqual({ hechos: 1, pendientes: 0 });
    const [evento] = g.eventos(CALENDARIO);
    expect(evento).toMatchObject({
      id: eventoId,
      summary: 'Ana Pérez - Corte de pelo',
      description: 'ana@correo.cl',
      location: vistaDeTienda(TIENDA_PREDETERMINADA).direccionCompleta,
      start: { dateTime: '2026-11-24T11:00:00', timeZone: 'America/Santiago' },
      end: { dateTime: '2026-11-24T11:45:00', timeZone: 'America/Santiago' },
      extendedProperties: { private: { horaAgendadaId: horaAgendada._id } },
    });

    expect((await cancelar(t, fecha._id, '11:00', '11:45', tokenCliente)).statusCode).toBe(200);
    await procesar();
    expect(g.eventos(CALENDARIO)).toHaveLength(0);
    expect(g.eventos(CALENDARIO, { conBorrados: true })[0]).toMatchObject({
      id: eventoId,
      status: 'cancelled',
    });
    expect(await pendientes()).toBe(0);
  });

  it('moves the same event when the client reschedules', async () => {
    const martes = await fechaDelDia(t, '2026-11-24');
    const miercoles = await fechaDelDia(t, '2026-11-25');
    const { horaAgendada, tokenCliente } = await reservaHecha(t, martes._id, {
      horaInicio: '11:45',
      horaFin: '12:30',
      email: 'mueve@correo.cl',
    });
    await procesar();
    const eventoId = horaAgendada._id.replaceAll('-', '');
    const reagendada = await reagendar(
      t,
      { fechaId: martes._id, horaInicio: '11:45', horaFin: '12:30', token: tokenCliente },
      { fechaId: miercoles._id, horaInicio: '12:30', horaFin: '13:15', email: 'mueve@correo.cl' },
    );
    expect(reagendada.statusCode).toBe(200);
    const nueva = reagendada.json<{ horaAgendada: { _id: string } }>().horaAgendada._id;
    expect(await eventoDe(nueva)).toBe(eventoId);
    await procesar();
    const eventos = g.eventos(CALENDARIO).filter((e) => e.description === 'mueve@correo.cl');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({
      id: eventoId,
      start: { dateTime: '2026-11-25T12:30:00' },
      extendedProperties: { private: { horaAgendadaId: nueva } },
    });
  });

  it('carries every change made while Google was down exactly once when it comes back', async () => {
    const jueves = await fechaDelDia(t, '2026-11-26');
    const a = await agendar(t, jueves._id, { horaInicio: '11:00', horaFin: '11:45', email: 'a@correo.cl' });
    await procesar();
    g.fallar(503);
    const tokenA = a.json<{ tokenCliente: string }>().tokenCliente;
    expect((await cancelar(t, jueves._id, '11:00', '11:45', tokenA)).statusCode).toBe(200);
    const b = await agendar(t, jueves._id, { horaInicio: '11:45', horaFin: '12:30', email: 'b@correo.cl' });
    expect(b.statusCode).toBe(200); // Google down does not stop a booking
    const bId = b.json<{ horaAgendada: { _id: string } }>().horaAgendada._id;
    const c = await agendar(t, jueves._id, { horaInicio: '12:30', horaFin: '13:15', email: 'c@correo.cl' });
    expect(await procesar()).toEqual({ hechos: 0, pendientes: 3 });
    expect(await procesar()).toEqual({ hechos: 0, pendientes: 0 }); // backing off, not hammering
    const desde = g.solicitudes.length;

    g.recuperar();
    adelantar(60);
    expect(await procesar()).toEqual({ hechos: 3, pendientes: 0 });
    expect(await procesar()).toEqual({ hechos: 0, pendientes: 0 });
    const llegadas = g.solicitudes.slice(desde);
    const aId = a.json<{ horaAgendada: { _id: string } }>().horaAgendada._id.replaceAll('-', '');
    const cId = c.json<{ horaAgendada: { _id: string } }>().horaAgendada._id.replaceAll('-', '');
    expect(llegadas.filter((s) => s.metodo === 'DELETE' && s.ruta.endsWith(aId))).toEqual([
      expect.objectContaining({ status: 204 }),
    ]);
    for (const id of [bId.replaceAll('-', ''), cId]) {
      expect(g.eventos(CALENDARIO).filter((e) => e.id === id)).toHaveLength(1);
    }
    expect(llegadas.filter((s) => s.metodo === 'POST').map((s) => s.status)).toEqual([200, 200]);
  });

  it('lets two workers share the queue without ever sending one change twice', async () => {
    const viernes = await fechaDelDia(t, '2026-11-27');
    const otro = crearColaGoogle({
      db: t.database.db,
      google: crearClienteGoogle({
        auth: clienteConToken(g.token),
        cuenta: 'x',
        rootUrl: g.url,
        timeoutMs: 5000,
      }),
      clock: () => t.reloj.ahora,
      zona: 'America/Santiago',
      log: t.app.log,
      tienda: t.tienda.vista,
    });
    for (const [horaInicio, horaFin] of [
      ['11:00', '11:45'],
      ['11:45', '12:30'],
      ['12:30', '13:15'],
    ] as const) {
      expect(
        (await agendar(t, viernes._id, { horaInicio, horaFin, email: `${horaInicio.replace(':', '')}@c.cl` }))
          .statusCode,
      ).toBe(200);
    }
    const desde = g.solicitudes.length;
    const [uno, dos] = await Promise.all([procesar(), otro.procesar()]);
    expect(uno.hechos + dos.hechos).toBe(3);
    const posts = g.solicitudes.slice(desde).filter((s) => s.metodo === 'POST');
    expect(posts.map((s) => s.status)).toEqual([200, 200, 200]); // no 409: nobody inserted twice
  });

  it('closes the slots a busy Google event overlaps and refuses to book them, in Spanish', async () => {
    g.agregarEvento(CALENDARIO, {
      summary: 'Dentista',
      start: { dateTime: '2026-11-30T11:50:00-03:00' },
      end: { dateTime: '2026-11-30T12:10:00-03:00' },
    });
    g.agregarEvento(CALENDARIO, {
      summary: 'Recordatorio (libre)',
      transparency: 'transparent',
      start: { dateTime: '2026-11-30T12:30:00-03:00' },
      end: { dateTime: '2026-11-30T13:15:00-03:00' },
    });
    adelantar(TTL_S + 1);
    const horas = await horasDel('2026-11-30');
    expect(horas).toContain('11:00');
    expect(horas).not.toContain('11:45');
    // The hours start again where the busy event ends (decision 029); the transparent one holds nothing.
    expect(horas).toContain('12:10');
    expect(horas).toContain('12:55');
    const lunes = await fechaDelDia(t, '2026-11-30');
    const res = await agendar(t, lunes._id, { horaInicio: '11:45', horaFin: '12:30' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      msg: 'El barbero tiene otro compromiso a esa hora. Elige otra hora.',
    });
  });

  it('reads Google when the day is not in the cache, then refuses a busy hour and books from the cache', async () => {
    g.agregarEvento(CALENDARIO, {
      summary: 'Banco',
      start: { dateTime: '2026-11-30T15:00:00-03:00' },
      end: { dateTime: '2026-11-30T15:30:00-03:00' },
    });
    adelantar(TTL_S + 1); // nothing read about that day is fresh; no hour screen is asked first
    const lunes = await fechaDelDia(t, '2026-11-30');
    const desde = g.solicitudes.length;
    const ocupada = await agendar(t, lunes._id, { horaInicio: '15:00', horaFin: '15:45' });
    expect(ocupada.statusCode).toBe(409);
    expect(ocupada.json()).toMatchObject({
      msg: 'El barbero tiene otro compromiso a esa hora. Elige otra hora.',
    });
    const lecturas = g.solicitudes.slice(desde).filter((s) => s.metodo === 'GET');
    expect(lecturas).toHaveLength(1);
    // Now fresh: the next booking of that day is decided from the cache, without asking Google again.
    const libre = await agendar(t, lunes._id, { horaInicio: '16:00', horaFin: '16:45', email: 'banco@c.cl' });
    expect(libre.statusCode).toBe(200);
    expect(g.solicitudes.slice(desde).filter((s) => s.metodo === 'GET')).toHaveLength(1);
  });

  it('keeps working on what it knows when Google cannot be read', async () => {
    g.fallar(500);
    adelantar(TTL_S + 1);
    const horas = await horasDel('2026-11-30');
    expect(horas).not.toContain('11:45'); // the dentist is still known
    expect(horas).toContain('11:00');
    const lunes = await fechaDelDia(t, '2026-11-30');
    expect((await agendar(t, lunes._id, { horaInicio: '11:00', horaFin: '11:45' })).statusCode).toBe(200);
    expect((await agendar(t, lunes._id, { horaInicio: '11:45', horaFin: '12:30' })).statusCode).toBe(409);
    g.recuperar();
  });

  it('takes our events out of the calendar when the barber disconnects it', async () => {
    adelantar(3600);
    await procesar();
    const antes = g.eventos(CALENDARIO).filter((e) => e.extendedProperties?.private?.horaAgendadaId).length;
    expect(antes).toBeGreaterThan(0);
    token = await t.tokenDe(BARBERO); // the clock moved past the session's life
    const res = await t.app.inject({ method: 'DELETE', url: ruta(), headers: auth() });
    expect(res.json()).toMatchObject({ estado: 'sin_calendario' });
    await vi.waitFor(async () => {
      await procesar();
      expect(g.eventos(CALENDARIO).filter((e) => e.extendedProperties?.private?.horaAgendadaId)).toHaveLength(
        0,
      );
    });
    expect(g.eventos(CALENDARIO).map((e) => e.summary)).toContain('Dentista');
  });
});

describe('Google Calendar sin configurar', () => {
  it('tells the barber the shop has no Google account configured', async () => {
    const t = await appDePrueba('pglite');
    try {
      const token = await t.tokenDe(BARBERO);
      const headers = { authorization: `Bearer ${token}` };
      const ruta = `/api/users/${t.barberoId}/google-calendar`;
      expect((await t.app.inject({ url: ruta, headers })).json()).toMatchObject({ estado: 'no_configurado' });
      const res = await t.app.inject({
        method: 'PUT',
        url: ruta,
        headers,
        payload: { calendarId: CALENDARIO },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ msg: string }>().msg).toMatch(/no tiene configurada una cuenta de Google Calendar/);
      expect(t.colaGoogle).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
