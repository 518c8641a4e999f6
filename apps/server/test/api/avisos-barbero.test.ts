import {
  CONSENTIMIENTO_WHATSAPP_BARBERO,
  type HoyBarbero,
  TIENDA_PREDETERMINADA,
  vistaDeTienda,
} from '@barberia/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentimientosWhatsapp, correosOutbox, whatsappMensajes } from '../../src/db/schema.js';
import { avisarAlBarbero } from '../../src/features/fechas/aviso-al-barbero.js';
import type { WhatsappSimulado } from '../../src/simuladores/whatsapp/whatsapp-simulado.js';
import { ADMIN, type AppDePrueba, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero, OTRO } from '../helpers/back-office.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { type Agendada, cancelar, fechaDelDia, moverHora, reservaHecha } from '../helpers/reservas.js';
import { conWhatsapp } from '../helpers/whatsapp.js';

/** The barber's own phone, and the clients' (each with the WhatsApp box ticked). */
const TELEFONO_BARBERO = '+56944440000';

function herramientas(t: AppDePrueba) {
  const db = t.database.db;
  const auth = async (cuenta = BARBERO) => ({ authorization: `Bearer ${await t.tokenDe(cuenta)}` });
  return {
    auth,
    /** The barber's notices by mail, keyed `barbero:<cambio>:<horaId>`. */
    correos: (para = BARBERO.email) =>
      db
        .select()
        .from(correosOutbox)
        .where(and(eq(correosOutbox.para, para), like(correosOutbox.clave, 'barbero:%'))),
    /** The barber's notices on WhatsApp. */
    whatsapps: () => db.select().from(whatsappMensajes).where(eq(whatsappMensajes.tipo, 'aviso_barbero')),
    async avisos(body: object, cuenta = BARBERO, id = t.barberoId) {
      return t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}/avisos`,
        headers: await auth(cuenta),
        payload: body,
      });
    },
    async habilitar(fechaId: string, horaInicio: string, cuenta = BARBERO) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/fechas/${fechaId}/habilitar-hora`,
        headers: await auth(cuenta),
        payload: { horaInicio, horaFin: horaInicio.replace(':00', ':45'), motivo: 'Me enfermé' },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

const cliente = (n: string) => ({
  nombre: 'Ana',
  email: `${n}@correo.cl`,
  telefono: `+5695555${n.padStart(4, '0').slice(-4)}`,
  consentimientoWhatsapp: true,
});

describe.each(BASES)('avisos al barbero (%s)', (base) => {
  let wa: WhatsappSimulado;
  let t: AppDePrueba;
  let h: ReturnType<typeof herramientas>;
  beforeAll(async () => {
    ({ wa, t } = await conWhatsapp(base));
    h = herramientas(t);
  });
  afterAll(async () => {
    await t.close();
    await wa.cerrar();
  });

  it('the switch: on by default; a phone with the box ticked stores the consent; the box without a phone is a 400', async () => {
    const leer = async () =>
      (await t.app.inject({ url: `/api/users/${t.barberoId}/avisos`, headers: await h.auth() })).json();
    expect(await leer()).toEqual({ avisosAlInstante: true, telefono: null, consentimientoWhatsapp: false });
    const sinTelefono = await h.avisos({
      avisosAlInstante: true,
      telefono: '',
      consentimientoWhatsapp: true,
    });
    expect(sinTelefono.statusCode).toBe(400);
    expect(sinTelefono.json<{ msg: string }>().msg).toBe(
      'Para recibir avisos por WhatsApp, escribe tu celular.',
    );
    const res = await h.avisos({
      avisosAlInstante: true,
      telefono: '9 4444 0000',
      consentimientoWhatsapp: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Recibirás cada aviso por correo y por WhatsApp.',
      avisosAlInstante: true,
      telefono: TELEFONO_BARBERO,
      consentimientoWhatsapp: true,
    });
    const [consentimiento] = await t.database.db
      .select()
      .from(consentimientosWhatsapp)
      .where(eq(consentimientosWhatsapp.telefono, TELEFONO_BARBERO));
    expect(consentimiento).toMatchObject({ texto: CONSENTIMIENTO_WHATSAPP_BARBERO, retiradoEn: null });
    // Another barber may not read or change it.
    await crearOtroBarbero(t);
    const ajeno = await t.app.inject({
      url: `/api/users/${t.barberoId}/avisos`,
      headers: await h.auth(OTRO),
    });
    expect(ajeno.statusCode).toBe(403);
  });

  it('each booking, change and cancellation tells the barber once, by mail and WhatsApp, saying who did it', async () => {
    const martes = (await fechaDelDia(t, '2026-11-24'))._id;
    const { horaAgendada, tokenCliente } = await reservaHecha(t, martes, {
      horaInicio: '11:00',
      horaFin: '11:45',
      ...cliente('1'),
    });
    let [correo, ...otros] = await h.correos();
    expect(otros).toEqual([]);
    expect(correo).toMatchObject({
      clave: `barbero:reserva:${horaAgendada._id}`,
      asunto: 'Nueva hora: martes, 24 de noviembre a las 11:00 · Ana',
    });
    expect(correo!.texto).toContain('Hay una hora nueva en tu agenda:');
    expect(correo!.texto).toContain('Cliente: Ana (1@correo.cl, +56 9 5555 0001)');
    expect(await h.whatsapps()).toEqual([
      expect.objectContaining({
        telefono: TELEFONO_BARBERO,
        parametros: ['Diego', 'una hora nueva', 'Ana', 'Corte de pelo', 'martes, 24 de noviembre', '11:00'],
      }),
    ]);

    // Moved by the client: one change, with where it was.
    const token = await moverHora(
      t,
      { fechaId: martes, horaInicio: '11:00', token: tokenCliente },
      { fechaId: martes, horaInicio: '12:00' },
      cliente('1'),
    );
    [correo] = (await h.correos()).filter((c) => c.clave?.startsWith('barbero:cambio:'));
    expect(correo!.asunto).toBe('Hora reagendada: martes, 24 de noviembre a las 12:00 · Ana');
    expect(correo!.texto).toContain('Antes: martes, 24 de noviembre de 2026 a las 11:00 hrs');

    // Cancelled on the site by the client.
    expect((await cancelar(t, martes, '12:00', '12:45', token)).statusCode).toBe(200);
    // «Cancelar hora» on WhatsApp, by the admin (Habilitar), and by the barber's own Habilitar.
    const jueves = (await fechaDelDia(t, '2026-11-26'))._id;
    await reservaHecha(t, jueves, { horaInicio: '11:00', horaFin: '11:45', ...cliente('2') });
    await reservaHecha(t, jueves, { horaInicio: '12:00', horaFin: '12:45', ...cliente('3') });
    await reservaHecha(t, jueves, { horaInicio: '13:00', horaFin: '13:45', ...cliente('4') });
    await t.colaWhatsapp!.procesar();
    const confirmacion = wa.enviados.find(
      (e) => e.para === '56955550002' && e.plantilla === 'barberia_hora_agendada',
    );
    expect(await wa.presionar(confirmacion!.id, 1)).toBe(200);
    await h.habilitar(jueves, '12:00', ADMIN);
    await h.habilitar(jueves, '13:00', BARBERO);

    const cancelaciones = (await h.correos()).filter((c) => c.clave?.startsWith('barbero:cancelacion:'));
    expect(cancelaciones.map((c) => c.texto.split('\n')[2]).sort()).toEqual(
      [
        'Hay una hora cancelada por el cliente en tu agenda:',
        'Hay una hora cancelada por el cliente desde WhatsApp en tu agenda:',
        'Hay una hora cancelada por la administración en tu agenda:',
        'Hay una hora que liberaste con «Habilitar» en tu agenda:',
      ].sort(),
    );
    expect(cancelaciones.find((c) => c.texto.includes('administración'))!.texto).toContain(
      'Motivo: Me enfermé',
    );
    // WhatsApp for all but the barber's own doing: 4 bookings, 1 change, 3 cancellations.
    const porWhatsapp = (await h.whatsapps()).map((m) => m.parametros[1]);
    expect(porWhatsapp.sort()).toEqual(
      [
        ...Array(4).fill('una hora nueva'),
        'una hora reagendada por el cliente',
        'una hora cancelada por el cliente',
        'una hora cancelada por el cliente desde WhatsApp',
        'una hora cancelada por la administración',
      ].sort(),
    );
    expect(await h.correos()).toHaveLength(4 + 1 + 4);

    // The stand-in takes the barber's template as approved (name, language, six parameters).
    await t.colaWhatsapp!.procesar();
    const alBarbero = wa.enviados.filter((e) => e.para === '56944440000');
    expect(alBarbero).toHaveLength(8);
    expect(alBarbero.every((e) => e.plantilla === 'barberia_aviso_barbero')).toBe(true);
    expect(alBarbero.at(-1)!.texto).toBe(
      'Hola Diego, una hora cancelada por la administración en tu agenda: Ana, Corte de pelo, el jueves, 26 de noviembre a las 12:00. Los detalles están en tu panel.',
    );
  });

  it('a day deleted by the admin tells its clients on WhatsApp and the barber; switched off, the barber hears nothing', async () => {
    const viernes = (await fechaDelDia(t, '2026-11-27'))._id;
    const { horaAgendada } = await reservaHecha(t, viernes, {
      horaInicio: '11:00',
      horaFin: '11:45',
      ...cliente('5'),
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/fechas/${viernes}?confirmar=true`,
      headers: await h.auth(ADMIN),
    });
    expect(res.statusCode, res.body).toBe(200);
    const alCliente = await t.database.db
      .select()
      .from(whatsappMensajes)
      .where(eq(whatsappMensajes.clave, `cancelacion:${horaAgendada._id}`));
    expect(alCliente).toHaveLength(1);
    const correos = (await h.correos()).filter((c) => c.clave === `barbero:cancelacion:${horaAgendada._id}`);
    expect(correos).toHaveLength(1);
    expect(correos[0]!.texto).toContain('cancelada por la administración');

    const apagar = await h.avisos({
      avisosAlInstante: false,
      telefono: TELEFONO_BARBERO,
      consentimientoWhatsapp: true,
    });
    expect(apagar.json()).toMatchObject({
      msg: 'Ya no recibirás avisos al instante.',
      avisosAlInstante: false,
    });
    const [antesCorreos, antesWhatsapp] = [(await h.correos()).length, (await h.whatsapps()).length];
    const sabado = (await fechaDelDia(t, '2026-11-28'))._id;
    const { tokenCliente } = await reservaHecha(t, sabado, {
      horaInicio: '11:00',
      horaFin: '11:45',
      ...cliente('6'),
    });
    expect((await cancelar(t, sabado, '11:00', '11:45', tokenCliente)).statusCode).toBe(200);
    expect(await h.correos()).toHaveLength(antesCorreos);
    expect(await h.whatsapps()).toHaveLength(antesWhatsapp);
    await h.avisos({ avisosAlInstante: true, telefono: TELEFONO_BARBERO, consentimientoWhatsapp: true });
  });

  it('a barber deleted by the admin: their clients get the cancellation on WhatsApp too', async () => {
    const otroId = await crearOtroBarbero(
      t,
      { email: 'tercero@prueba.cl', password: 'tercero-secreto-123' },
      'Tercero',
    );
    const token = await t.tokenDe({ email: 'tercero@prueba.cl', password: 'tercero-secreto-123' });
    const creada = await t.app.inject({
      method: 'POST',
      url: '/api/fechas',
      headers: { authorization: `Bearer ${token}` },
      payload: { fecha: '2026-11-25', horaInicio: '10:00', horaFin: '18:00' },
    });
    expect(creada.statusCode, creada.body).toBe(201);
    const servicio = await t.app.inject({ url: '/api/servicios' });
    const corte = servicio
      .json<{ _id: string; servicio: string }[]>()
      .find((s) => s.servicio === 'Corte de pelo');
    await t.app.inject({
      method: 'POST',
      url: `/api/users/servicios/${otroId}/${corte!._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { horaAgendada } = await reservaHecha(t, creada.json<{ _id: string }>()._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      ...cliente('7'),
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${otroId}?confirmar=true`,
      headers: await h.auth(ADMIN),
    });
    expect(res.json()).toMatchObject({ horasCanceladas: 1 });
    const mensajes = await t.database.db
      .select()
      .from(whatsappMensajes)
      .where(eq(whatsappMensajes.horaAgendadaId, horaAgendada._id));
    expect(mensajes.find((m) => m.tipo === 'cancelacion')).toMatchObject({
      telefono: cliente('7').telefono,
      parametros: ['Ana', 'Corte de pelo', 'miércoles, 25 de noviembre', '11:00', 'Tercero'],
    });
    // The barber who left the shop gets no notice of it.
    expect(await h.correos('tercero@prueba.cl')).toEqual([
      expect.objectContaining({ clave: `barbero:reserva:${horaAgendada._id}` }),
    ]);
  });

  it('one notice per event: the same event told twice at once queues one mail and one WhatsApp', async () => {
    const aviso = {
      cambio: 'cancelacion' as const,
      autor: 'cliente' as const,
      hora: {
        id: '00000000-0000-4000-8000-000000000036',
        barberoId: t.barberoId,
        nombre: 'Ana',
        email: 'doble@correo.cl',
        servicio: 'Corte de pelo',
        dia: '2026-11-24',
        horaInicio: '18:00',
        horaFin: '18:45',
      },
    };
    const db = t.database.db;
    const donde = { publicUrl: 'http://barberia.test', tienda: vistaDeTienda(TIENDA_PREDETERMINADA) };
    const resultados = await Promise.all(
      [1, 2].map(() => db.transaction((tx) => avisarAlBarbero(tx, aviso, donde, t.reloj.ahora))),
    );
    expect(resultados.sort()).toEqual([false, true]);
    const clave = `barbero:cancelacion:${aviso.hora.id}`;
    expect(await db.select().from(correosOutbox).where(eq(correosOutbox.clave, clave))).toHaveLength(1);
    expect(await db.select().from(whatsappMensajes).where(eq(whatsappMensajes.clave, clave))).toHaveLength(1);
  });

  it('«Hoy»: today’s and tomorrow’s bookings in order, with the confirmed ones marked', async () => {
    const lunes = (await fechaDelDia(t, '2026-11-23'))._id;
    const martes = (await fechaDelDia(t, '2026-11-24'))._id;
    await reservaHecha(t, lunes, { horaInicio: '15:00', horaFin: '15:45', ...cliente('8') });
    const { horaAgendada } = await reservaHecha(t, lunes, {
      horaInicio: '11:00',
      horaFin: '11:45',
      ...cliente('9'),
    });
    // «Confirmo» on WhatsApp.
    await t.colaWhatsapp!.procesar();
    const confirmacion = wa.enviados.find(
      (e) => e.para === '56955550009' && e.plantilla === 'barberia_hora_agendada',
    );
    expect(await wa.presionar(confirmacion!.id, 0)).toBe(200);

    const hoy = await t.app.inject({ url: `/api/users/${t.barberoId}/hoy`, headers: await h.auth() });
    expect(hoy.statusCode, hoy.body).toBe(200);
    const cuerpo = hoy.json<HoyBarbero>();
    expect(cuerpo).toMatchObject({ hoy: '2026-11-23', manana: '2026-11-24' });
    // Tuesday 11:00 and 12:00 were moved and cancelled in an earlier test; 18:00 never booked.
    expect(cuerpo.horas.map((x) => `${x.dia} ${x.horaInicio} ${x.confirmada ? 'sí' : 'no'}`)).toEqual([
      '2026-11-23 11:00 sí',
      '2026-11-23 15:00 no',
    ]);
    expect(cuerpo.horas[0]).toMatchObject({
      _id: horaAgendada._id,
      nombre: 'Ana',
      email: '9@correo.cl',
      telefono: '+56955550009',
      servicio: 'Corte de pelo',
      inicio: '2026-11-23T14:00:00.000Z',
    });
    // Tomorrow's, after today's; the day after, not at all.
    await reservaHecha(t, martes, { horaInicio: '16:00', horaFin: '16:45', ...cliente('10') });
    const miercoles = (await fechaDelDia(t, '2026-11-25'))._id;
    await reservaHecha(t, miercoles, { horaInicio: '16:00', horaFin: '16:45', ...cliente('11') });
    const otra = await t.app.inject({ url: `/api/users/${t.barberoId}/hoy`, headers: await h.auth(ADMIN) });
    expect(otra.json<HoyBarbero>().horas.map((x) => `${x.dia} ${x.horaInicio}`)).toEqual([
      '2026-11-23 11:00',
      '2026-11-23 15:00',
      '2026-11-24 16:00',
    ]);
    // Only the barber (or the admin) sees them.
    expect((await t.app.inject({ url: `/api/users/${t.barberoId}/hoy` })).statusCode).toBe(401);
    const ajeno = await t.app.inject({ url: `/api/users/${t.barberoId}/hoy`, headers: await h.auth(OTRO) });
    expect(ajeno.statusCode).toBe(403);
  });

  it("the profile takes back its own withdrawal, never the phone's «BAJA»: that takes the phone's «ALTA» (issue 41)", async () => {
    const consentido = async () =>
      (await t.app.inject({ url: `/api/users/${t.barberoId}/avisos`, headers: await h.auth() })).json()
        .consentimientoWhatsapp;
    const marcar = (consentimientoWhatsapp: boolean) =>
      h.avisos({ avisosAlInstante: true, telefono: TELEFONO_BARBERO, consentimientoWhatsapp });
    expect((await marcar(false)).statusCode).toBe(200);
    expect(await consentido()).toBe(false);
    expect((await marcar(true)).json().msg).toBe('Recibirás cada aviso por correo y por WhatsApp.');

    expect(await wa.escribir(TELEFONO_BARBERO, 'BAJA')).toBe(200);
    expect(await consentido()).toBe(false);
    const otraVez = await marcar(true);
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json()).toMatchObject({
      consentimientoWhatsapp: false,
      msg: expect.stringContaining('escribe ALTA desde él'),
    });
    expect(await consentido()).toBe(false);
    expect(await wa.escribir(TELEFONO_BARBERO, 'ALTA')).toBe(200);
    expect(await consentido()).toBe(true);
  });
});

describeEnPostgres('avisos al barbero en carrera (postgres)', () => {
  it('the client cancelling on the site and on WhatsApp at once: one cancellation, one notice to the barber', async () => {
    const { wa, t } = await conWhatsapp('postgres');
    try {
      const h = herramientas(t);
      await h.avisos({ avisosAlInstante: true, telefono: TELEFONO_BARBERO, consentimientoWhatsapp: true });
      const martes = (await fechaDelDia(t, '2026-11-24'))._id;
      const horas = ['11', '12', '13', '15', '16', '17'];
      const reservas: Agendada[] = [];
      for (const [i, hh] of horas.entries())
        reservas.push(
          await reservaHecha(t, martes, {
            horaInicio: `${hh}:00`,
            horaFin: `${hh}:45`,
            ...cliente(String(20 + i)),
          }),
        );
      await t.colaWhatsapp!.procesar();
      await Promise.all(
        horas.map((hh, i) => {
          const confirmacion = wa.enviados.find(
            (e) =>
              e.para === `5695555${String(20 + i).padStart(4, '0')}` &&
              e.plantilla === 'barberia_hora_agendada',
          );
          return Promise.all([
            cancelar(t, martes, `${hh}:00`, `${hh}:45`, reservas[i]!.tokenCliente),
            wa.presionar(confirmacion!.id, 1),
          ]);
        }),
      );
      const cancelaciones = (await h.correos()).filter((c) => c.clave?.startsWith('barbero:cancelacion:'));
      expect(cancelaciones).toHaveLength(horas.length);
      expect(new Set(cancelaciones.map((c) => c.clave)).size).toBe(horas.length);
      const porWhatsapp = (await h.whatsapps()).filter((m) => m.clave.startsWith('barbero:cancelacion:'));
      expect(porWhatsapp).toHaveLength(horas.length);
    } finally {
      await t.close();
      await wa.cerrar();
    }
  });
});
