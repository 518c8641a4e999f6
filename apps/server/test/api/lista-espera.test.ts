import { CONSENTIMIENTO_WHATSAPP_ESPERA, type EntradaEspera } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentimientosWhatsapp,
  eventosCalendario,
  fechas,
  horasAgendadas,
  listaEspera,
  ofertasEspera,
} from '../../src/db/schema.js';
import type { WhatsappSimulado } from '../../src/simuladores/whatsapp/whatsapp-simulado.js';
import { ADMIN, type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import {
  acortarDia,
  anotada,
  confirmarDesdeCorreo,
  correos,
  salir,
  tomar,
  unirse,
  ver,
} from '../helpers/lista-espera.js';
import { agendar, cancelar, fechaDelDia, reservaHecha } from '../helpers/reservas.js';
import { conWhatsapp } from '../helpers/whatsapp.js';

/**
 * The waitlist of a full day (issue 24, decision 043). Wednesday 25 November 2026 is shortened to one
 * 45-minute hour (11:00–11:45) so one booking fills it; the clock is Monday 23 at 9:00.
 */
const DIA = '2026-11-25';

describe.each(BASES)('lista de espera (%s)', (base) => {
  let t: AppDePrueba;
  let fechaId: string;

  beforeAll(async () => {
    t = await appDePrueba(base);
    fechaId = (await fechaDelDia(t, DIA))._id;
    await acortarDia(t, fechaId, '11:45');
  });
  afterAll(() => t.close());

  it('refuses to queue while the day has a free hour, then queues, offers the freed hour to the first, and books it', async () => {
    const libre = await unirse(t, fechaId, 'bea@correo.cl');
    expect(libre.statusCode).toBe(409);
    expect(libre.json()).toMatchObject({ code: 'HAY_HORAS_LIBRES' });

    const { tokenCliente } = await reservaHecha(t, fechaId, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'ana@correo.cl',
    });
    const bea = await anotada(t, fechaId, 'bea@correo.cl');
    const ciro = await anotada(t, fechaId, 'ciro@correo.cl');
    expect(bea.entrada).toMatchObject({ dia: DIA, servicio: 'Corte de pelo', delante: 0, oferta: null });
    expect(ciro.entrada.delante).toBe(1);
    const otraVez = await unirse(t, fechaId, 'BEA@correo.cl');
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toMatchObject({ code: 'YA_EN_LISTA_DE_ESPERA' });
    const [enLista] = await correos(t, 'bea@correo.cl', 'Confirma tu lugar en la lista de espera');
    expect(enLista!.texto).toContain(`http://barberia.test/agenda/espera/${bea.entrada._id}#token=`);

    // Nothing freed: nothing offered.
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 0 });
    expect((await cancelar(t, fechaId, '11:00', '11:45', tokenCliente)).statusCode).toBe(200);
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 1 });
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 0 });

    const vista = (await ver(t, bea.entrada._id, bea.tokenEspera)).json<EntradaEspera>();
    expect(vista.oferta).toMatchObject({ fechaId, horaInicio: '11:00', horaFin: '11:45' });
    expect(new Date(vista.oferta!.venceEn).getTime() - t.reloj.ahora.getTime()).toBe(15 * 60_000);
    expect((await ver(t, ciro.entrada._id, ciro.tokenEspera)).json<EntradaEspera>().oferta).toBeNull();
    const [oferta] = await correos(t, 'bea@correo.cl', 'Se liberó una hora para ti');
    expect(oferta!.texto).toContain('Te la guardamos hasta las 09:15.');

    // Held: nobody else can book it, and the hour screen does not offer it.
    const intruso = await agendar(t, fechaId, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'dani@correo.cl',
    });
    expect(intruso.statusCode).toBe(409);
    const libres = await t.app.inject({ url: `/api/fechas/horas-libres/${t.barberoId}?duracion=45` });
    expect(
      libres.json<{ dias: { fecha: string; horas: string[] }[] }>().dias.find((d) => d.fecha === DIA)?.horas,
    ).toEqual([]);

    const agendada = await tomar(t, bea.entrada._id, bea.tokenEspera);
    expect(agendada.statusCode, agendada.body).toBe(200);
    expect(agendada.json()).toMatchObject({
      msg: 'Hora agendada correctamente.',
      horaAgendada: {
        horaInicio: '11:00',
        horaFin: '11:45',
        email: 'bea@correo.cl',
        servicio: 'Corte de pelo',
      },
    });
    // The hold became the booking: no event left besides the booking's own, and the entry is gone.
    const eventos = await t.database.db
      .select()
      .from(eventosCalendario)
      .where(eq(eventosCalendario.description, 'bea@correo.cl'));
    expect(eventos).toHaveLength(1);
    expect(eventos[0]!.horaAgendadaId).not.toBeNull();
    expect((await ver(t, bea.entrada._id, bea.tokenEspera)).statusCode).toBe(404);
    expect((await tomar(t, bea.entrada._id, bea.tokenEspera)).statusCode).toBe(404);
    expect(await correos(t, 'bea@correo.cl', 'Tu hora en Barbería Maipú ha sido agendada')).toHaveLength(1);
    expect((await ver(t, ciro.entrada._id, ciro.tokenEspera)).json<EntradaEspera>().delante).toBe(0);
  });

  it('a hold not booked in time goes to the next person; leaving hands it on at once', async () => {
    const otroDia = (await fechaDelDia(t, '2026-11-26'))._id;
    await acortarDia(t, otroDia, '11:45');
    const { tokenCliente } = await reservaHecha(t, otroDia, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'eva@correo.cl',
    });
    const [primera, segunda, tercera] = [
      await anotada(t, otroDia, 'f1@correo.cl'),
      await anotada(t, otroDia, 'f2@correo.cl'),
      await anotada(t, otroDia, 'f3@correo.cl'),
    ];
    await cancelar(t, otroDia, '11:00', '11:45', tokenCliente);
    await t.listaEspera.procesar();
    expect(
      (await ver(t, primera!.entrada._id, primera!.tokenEspera)).json<EntradaEspera>().oferta,
    ).not.toBeNull();

    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 15 * 60_000);
    // At the minute it lapses it cannot be booked, even before the job runs.
    const tarde = await tomar(t, primera!.entrada._id, primera!.tokenEspera);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toMatchObject({ code: 'SIN_OFERTA_DE_ESPERA' });
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 1 });
    expect((await ver(t, primera!.entrada._id, primera!.tokenEspera)).statusCode).toBe(404);
    expect(
      (await ver(t, segunda!.entrada._id, segunda!.tokenEspera)).json<EntradaEspera>().oferta,
    ).toMatchObject({ horaInicio: '11:00' });

    const fuera = await salir(t, segunda!.entrada._id, segunda!.tokenEspera);
    expect(fuera.json()).toEqual({ msg: 'Saliste de la lista de espera.' });
    expect(
      (await ver(t, tercera!.entrada._id, tercera!.tokenEspera)).json<EntradaEspera>().oferta,
    ).toMatchObject({ horaInicio: '11:00' });
    expect(await t.database.db.select().from(ofertasEspera)).toHaveLength(1);
  });

  it('every call needs the proof of its own entry; bad input is a Spanish 4xx', async () => {
    const tercerDia = (await fechaDelDia(t, '2026-11-27'))._id;
    await acortarDia(t, tercerDia, '11:45');
    await reservaHecha(t, tercerDia, { horaInicio: '11:00', horaFin: '11:45', email: 'gil@correo.cl' });
    const una = await anotada(t, tercerDia, 'h1@correo.cl');
    const otra = await anotada(t, tercerDia, 'h2@correo.cl');
    for (const res of [
      await ver(t, una.entrada._id),
      await ver(t, una.entrada._id, otra.tokenEspera),
      await tomar(t, una.entrada._id, 'basura'),
      await salir(t, una.entrada._id, otra.tokenEspera),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SIN_PRUEBA_DE_ESPERA' });
    }
    expect((await tomar(t, una.entrada._id, una.tokenEspera)).json()).toMatchObject({
      code: 'SIN_OFERTA_DE_ESPERA',
    });
    const mala = await t.app.inject({
      method: 'POST',
      url: '/api/lista-espera',
      payload: { fechaId: tercerDia, servicio: 'Corte de pelo', nombre: '', email: 'no-es-correo' },
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json<{ msg: string }>().msg).toMatch(/nombre|correo/i);
    const sinServicio = await t.app.inject({
      method: 'POST',
      url: '/api/lista-espera',
      payload: { fechaId: tercerDia, servicio: 'Masaje', nombre: 'Ina', email: 'ina@correo.cl' },
    });
    expect(sinServicio.json()).toMatchObject({ code: 'SERVICIO_NO_ENCONTRADO' });
  });

  it("deleting an address's personal data takes its entries and the hours held for them", async () => {
    const dia = (await fechaDelDia(t, '2026-11-27'))._id;
    const { entrada } = await anotada(t, dia, 'borrar@correo.cl');
    const admin = await t.tokenDe(ADMIN);
    const exportada = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/exportar',
      headers: { authorization: `Bearer ${admin}` },
      payload: { email: 'borrar@correo.cl' },
    });
    expect(exportada.json<{ listaEspera: { dia: string }[] }>().listaEspera).toEqual([
      expect.objectContaining({ dia: '2026-11-27' }),
    ]);
    // The third test's day: «h1» holds nothing, but a hold is made for this entry by hand to see it go.
    const [evento] = await t.database.db
      .insert(eventosCalendario)
      .values({
        barberoId: t.barberoId,
        summary: 'Guardada',
        inicio: new Date('2026-11-27T20:00:00Z'),
        fin: new Date('2026-11-27T20:45:00Z'),
      })
      .returning();
    await t.database.db.insert(ofertasEspera).values({
      entradaId: entrada._id,
      eventoId: evento!.id,
      fechaId: dia,
      horaInicio: '17:00',
      horaFin: '17:45',
      venceEn: new Date('2026-11-27T20:00:00Z'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/eliminar',
      headers: { authorization: `Bearer ${admin}` },
      payload: { email: 'BORRAR@correo.cl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.database.db.select().from(listaEspera).where(eq(listaEspera.email, 'borrar@correo.cl')),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(eventosCalendario).where(eq(eventosCalendario.id, evento!.id)),
    ).toEqual([]);
  });

  it('a day gone takes its list with it (personal data kept no longer than it serves)', async () => {
    t.reloj.ahora = new Date('2026-11-28T12:00:00Z');
    await t.listaEspera.procesar();
    expect(await t.database.db.select().from(ofertasEspera)).toHaveLength(0);
    expect(await t.database.db.select().from(listaEspera)).toHaveLength(0);
    const quedan = await t.database.db
      .select()
      .from(horasAgendadas)
      .where(eq(horasAgendadas.email, 'bea@correo.cl'));
    expect(quedan).toHaveLength(1);
  });
});

describe.each(BASES)('lista de espera con «Cualquiera» (%s)', (base) => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba(base, { env: { SEED_DEMO_BARBEROS: '2' } });
  });
  afterAll(() => t.close());

  it('a freed hour goes to the first person it fits: not to one waiting for another barber', async () => {
    const delDia = (await t.database.db.select().from(fechas).where(eq(fechas.dia, DIA))).sort((a, b) =>
      a.horaInicio.localeCompare(b.horaInicio),
    );
    // Diego from 11:00, Matías from 12:00: each day cut to one 45-minute hour, and booked.
    const [deDiego, deMatias] = delDia;
    expect(deMatias!.barberoId).not.toBe(t.barberoId);
    await acortarDia(t, deDiego!.id, '11:45');
    await acortarDia(t, deMatias!.id, '12:45');
    await reservaHecha(t, deDiego!.id, { horaInicio: '11:00', horaFin: '11:45', email: 'd@correo.cl' });
    const conMatias = await reservaHecha(t, deMatias!.id, {
      horaInicio: '12:00',
      horaFin: '12:45',
      email: 'm@correo.cl',
    });

    // First in line waits for Diego only; second takes anyone.
    const soloDiego = await anotada(t, deDiego!.id, 'solo-diego@correo.cl');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lista-espera',
      payload: {
        fechaId: deDiego!.id,
        barbero: 'cualquiera',
        servicio: 'Corte de pelo',
        nombre: 'Ciro',
        email: 'cualquiera@correo.cl',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await confirmarDesdeCorreo(t, 'cualquiera@correo.cl');
    const cualquiera = res.json<{ entrada: EntradaEspera; tokenEspera: string }>();
    expect(soloDiego.entrada.barbero).toBe('Diego');
    expect(cualquiera.entrada).toMatchObject({ barbero: null, delante: 1 });

    await cancelar(t, deMatias!.id, '12:00', '12:45', conMatias.tokenCliente);
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 1 });
    expect(
      (await ver(t, soloDiego.entrada._id, soloDiego.tokenEspera)).json<EntradaEspera>().oferta,
    ).toBeNull();
    const vista = (await ver(t, cualquiera.entrada._id, cualquiera.tokenEspera)).json<EntradaEspera>();
    expect(vista.oferta).toMatchObject({ fechaId: deMatias!.id, horaInicio: '12:00', barbero: 'Matías' });
    const agendada = await tomar(t, cualquiera.entrada._id, cualquiera.tokenEspera);
    expect(agendada.statusCode, agendada.body).toBe(200);
    expect(agendada.json<{ fecha: { creadoPor: { nombre: string } } }>().fecha.creadoPor.nombre).toBe(
      'Matías',
    );
  });
});

describe.each(BASES)('lista de espera por WhatsApp (%s)', (base) => {
  let wa: WhatsappSimulado;
  let t: AppDePrueba;
  beforeAll(async () => {
    ({ wa, t } = await conWhatsapp(base));
  });
  afterAll(async () => {
    await t.close();
    await wa.cerrar();
  });

  it('with a phone and the box ticked, the freed hour also goes by the approved template, with its link', async () => {
    const fechaId = (await fechaDelDia(t, DIA))._id;
    await acortarDia(t, fechaId, '11:45');
    const { tokenCliente } = await reservaHecha(t, fechaId, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'ana@correo.cl',
    });
    const sinCasilla = await t.app.inject({
      method: 'POST',
      url: '/api/lista-espera',
      payload: {
        fechaId,
        servicio: 'Corte de pelo',
        nombre: 'Bea Rojas',
        email: 'bea@correo.cl',
        consentimientoWhatsapp: true,
      },
    });
    expect(sinCasilla.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lista-espera',
      payload: {
        fechaId,
        servicio: 'Corte de pelo',
        nombre: 'Bea Rojas',
        email: 'bea@correo.cl',
        telefono: '9 8765 4321',
        consentimientoWhatsapp: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { entrada } = res.json<{ entrada: EntradaEspera }>();
    await confirmarDesdeCorreo(t, 'bea@correo.cl');
    await cancelar(t, fechaId, '11:00', '11:45', tokenCliente);
    await t.listaEspera.procesar();
    expect(await t.colaWhatsapp!.procesar()).toEqual({ enviados: 1, pendientes: 0 });
    const enviado = wa.enviados.at(-1)!;
    expect(enviado).toMatchObject({
      para: '56987654321',
      tipo: 'template',
      plantilla: 'barberia_hora_liberada',
    });
    expect(enviado.texto).toContain('Hola Bea Rojas, se liberó una hora de Corte de pelo el ');
    expect(enviado.texto).toContain('a las 11:00 con');
    expect(enviado.texto).toContain('Te la guardamos hasta las 09:15; agéndala aquí: ');
    expect(enviado.texto).toContain(`http://barberia.test/agenda/espera/${entrada._id}#token=`);
    const [consentimiento] = await t.database.db
      .select()
      .from(consentimientosWhatsapp)
      .where(eq(consentimientosWhatsapp.telefono, '+56987654321'));
    expect(consentimiento?.texto).toBe(CONSENTIMIENTO_WHATSAPP_ESPERA);
    // The same hold is never sent twice.
    await t.listaEspera.procesar();
    expect(await t.colaWhatsapp!.procesar()).toEqual({ enviados: 0, pendientes: 0 });
    // Booked from the offer, the hour keeps the phone: its confirmation goes there as well.
    const { tokenEspera } = res.json<{ tokenEspera: string }>();
    expect((await tomar(t, entrada._id, tokenEspera)).statusCode).toBe(200);
    await t.colaWhatsapp!.procesar();
    expect(wa.enviados.at(-1)).toMatchObject({ para: '56987654321', plantilla: 'barberia_hora_agendada' });
  });
});

describeEnPostgres('lista de espera con carreras (postgres)', () => {
  let t: AppDePrueba;
  afterAll(() => t?.close());

  it('freed hours, parallel runs and parallel claims: one live hold per hour, never two bookings of one hour', async () => {
    t = await appDePrueba('postgres');
    const fechaId = (await fechaDelDia(t, DIA))._id;
    // Three 45-minute hours: 11:00, 11:45, 12:30.
    await acortarDia(t, fechaId, '13:15');
    const horas = [
      ['11:00', '11:45'],
      ['11:45', '12:30'],
      ['12:30', '13:15'],
    ] as const;
    const tokens: string[] = [];
    for (const [i, [horaInicio, horaFin]] of horas.entries())
      tokens.push(
        (await reservaHecha(t, fechaId, { horaInicio, horaFin, email: `c${i}@correo.cl` })).tokenCliente,
      );
    const esperan = [];
    for (let i = 0; i < 6; i++) esperan.push(await anotada(t, fechaId, `e${i}@correo.cl`));

    // Three cancellations racing six runs of the job, as several instances would.
    await Promise.all([
      ...horas.map(([horaInicio, horaFin], i) => cancelar(t, fechaId, horaInicio, horaFin, tokens[i])),
      ...Array.from({ length: 6 }, () => t.listaEspera.procesar()),
    ]);
    await t.listaEspera.procesar();
    const ofertas = await t.database.db.select().from(ofertasEspera);
    expect(ofertas.map((o) => o.horaInicio).sort()).toEqual(['11:00', '11:45', '12:30']);
    // The first three in line hold them.
    const conOferta = new Set(ofertas.map((o) => o.entradaId));
    expect(esperan.slice(0, 3).every((e) => conOferta.has(e.entrada._id))).toBe(true);

    // The three claims race three strangers booking the same hours and more runs of the job.
    const resultados = await Promise.all([
      ...esperan.slice(0, 3).map((e) => tomar(t, e.entrada._id, e.tokenEspera)),
      ...horas.map(([horaInicio, horaFin]) =>
        agendar(t, fechaId, { horaInicio, horaFin, email: 'x@correo.cl' }),
      ),
      ...Array.from({ length: 3 }, () => t.listaEspera.procesar()),
    ]);
    const codigos = resultados.slice(0, 6).map((r) => (r as { statusCode: number }).statusCode);
    expect(codigos).toEqual([200, 200, 200, 409, 409, 409]);
    const reservadas = await t.database.db
      .select()
      .from(horasAgendadas)
      .where(eq(horasAgendadas.fechaId, fechaId));
    expect(reservadas.map((h) => h.horaInicio).sort()).toEqual(['11:00', '11:45', '12:30']);
    expect(await t.database.db.select().from(ofertasEspera)).toHaveLength(0);
  });
});
