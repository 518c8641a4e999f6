import { TIENDA_PREDETERMINADA, vistaDeTienda } from '@barberia/shared';
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox } from '../../src/db/schema.js';
import { crearRecordatorios } from '../../src/features/recordatorios/recordatorios.service.js';
import { type AppDePrueba, appDelBloque, appDePrueba, BARBERO } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { agendar, cancelar, fechaDelDia, horasDeEmail, moverHora } from '../helpers/reservas.js';

const ASUNTO_RECORDATORIO = 'Recordatorio: tu hora en Barbería Maipú';

async function correosA(t: AppDePrueba, para: string, asunto: string) {
  return t.database.db
    .select()
    .from(correosOutbox)
    .where(and(eq(correosOutbox.para, para), like(correosOutbox.asunto, `${asunto}%`)));
}

/**
 * One shop through a week on a fake clock (Monday 23 November 2026, 09:00 in Santiago, -03:00):
 * every booking is at 11:00 or later, 45 minutes.
 */
describe.each(BASES)('recordatorios y agenda diaria (%s)', (base) => {
  let t: AppDePrueba;
  const dia: Record<string, string> = {};
  const reservar = async (
    d: string,
    horaInicio: string,
    horaFin: string,
    email: string,
    telefono?: string,
  ) => {
    const res = await agendar(t, dia[d]!, { horaInicio, horaFin, email, nombre: 'Ana', telefono });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ tokenCliente: string }>().tokenCliente;
  };
  /** The job, run at that instant as the periodic timer would. */
  const correrEn = (iso: string) => {
    t.reloj.ahora = new Date(iso);
    return t.recordatorios.procesar();
  };

  beforeAll(async () => {
    // The day-before reminder alone: the short one (decision 036) has its own tests below.
    t = await appDePrueba(base, { env: { RECORDATORIO_CORTO_HORAS: '0' } });
    for (const d of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      dia[d] = (await fechaDelDia(t, d))._id;
  });
  afterAll(() => t.close());

  it('reminds each booking once, 24 hours before, never a late, cancelled or moved-away one', async () => {
    // Monday 09:00: A for Tuesday 11:00 (26 hours ahead); L today at 15:00 (6 hours: too late for one).
    await reservar('2026-11-24', '11:00', '11:45', 'a@correo.cl', '9 1234 5678');
    await reservar('2026-11-23', '15:00', '15:45', 'l@correo.cl');
    // C for Wednesday, cancelled at once; R for Thursday, moved at once to Friday 12:00.
    const tokenC = await reservar('2026-11-25', '11:00', '11:45', 'c@correo.cl');
    expect((await cancelar(t, dia['2026-11-25']!, '11:00', '11:45', tokenC)).statusCode).toBe(200);
    const tokenR = await reservar('2026-11-26', '11:00', '11:45', 'r@correo.cl');
    await moverHora(
      t,
      { fechaId: dia['2026-11-26']!, horaInicio: '11:00', token: tokenR },
      { fechaId: dia['2026-11-27']!, horaInicio: '12:00' },
      { email: 'r@correo.cl', nombre: 'Ana' },
    );

    expect((await correrEn('2026-11-23T12:00:00Z')).recordatorios).toBe(0);
    expect((await correrEn('2026-11-23T13:59:59Z')).recordatorios).toBe(0);
    // Tuesday 11:00 is 14:00 UTC: 24 hours before is Monday 14:00 UTC.
    expect((await correrEn('2026-11-23T14:00:00Z')).recordatorios).toBe(1);
    expect((await correrEn('2026-11-23T14:00:00Z')).recordatorios).toBe(0);
    expect((await correrEn('2026-11-23T17:59:00Z')).recordatorios).toBe(0);

    const [correo, ...otros] = await correosA(t, 'a@correo.cl', ASUNTO_RECORDATORIO);
    expect(otros).toHaveLength(0);
    expect(correo!.texto).toContain('Fecha: martes, 24 de noviembre de 2026');
    expect(correo!.texto).toContain('Hora: 11:00 a 11:45 hrs');
    expect(correo!.texto).toContain('Servicio: Corte de pelo');
    expect(correo!.texto).toContain(`Dirección: ${vistaDeTienda(TIENDA_PREDETERMINADA).direccionCompleta}`);
    // The phone the client left (decision 030), so a mistyped one can be noticed.
    expect(correo!.texto).toContain('Tu teléfono: +56 9 1234 5678');
    // The personal link holds a proof that opens the client's hours (decision 018).
    const prueba = /http:\/\/barberia\.test\/agenda\/cancelar\/a%40correo\.cl#token=([\w.-]+)/.exec(
      correo!.texto,
    )?.[1];
    expect((await horasDeEmail(t, 'a@correo.cl', prueba)).statusCode).toBe(200);
    const [ics] = correo!.adjuntos;
    const evento = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!.contenido)).getFirstSubcomponent('vevent')!,
    );
    expect(evento.startDate.toJSDate().toISOString()).toBe('2026-11-24T14:00:00.000Z');

    // Nothing for the late, the cancelled, or the hour R left; R gets one for where it went.
    for (const momento of ['2026-11-24T14:00:00Z', '2026-11-25T14:00:00Z', '2026-11-26T14:59:00Z'])
      expect((await correrEn(momento)).recordatorios).toBe(0);
    expect(await correosA(t, 'l@correo.cl', ASUNTO_RECORDATORIO)).toHaveLength(0);
    expect(await correosA(t, 'c@correo.cl', ASUNTO_RECORDATORIO)).toHaveLength(0);
    expect((await correrEn('2026-11-26T15:00:00Z')).recordatorios).toBe(1);
    const [deR] = await correosA(t, 'r@correo.cl', ASUNTO_RECORDATORIO);
    expect(deR!.texto).toContain('Fecha: viernes, 27 de noviembre de 2026');
    expect(deR!.texto).toContain('Hora: 12:00 a 12:45 hrs');
  });

  it('reminds again a booking moved after its reminder went', async () => {
    t.reloj.ahora = new Date('2026-11-26T15:00:00Z');
    // Thursday: S for Saturday 11:00 (47 hours ahead), reminded on Friday.
    const tokenS = await reservar('2026-11-28', '11:00', '11:45', 's@correo.cl');
    expect((await correrEn('2026-11-27T14:00:00Z')).recordatorios).toBe(1);
    // Friday 14:00 UTC the client moves it to Saturday 17:00: more than a day ahead, so a new reminder.
    await moverHora(
      t,
      { fechaId: dia['2026-11-28']!, horaInicio: '11:00', token: tokenS },
      { fechaId: dia['2026-11-28']!, horaInicio: '17:00' },
      { email: 's@correo.cl', nombre: 'Ana', telefono: '+56 9 8765 4321' },
    );
    expect((await correrEn('2026-11-27T19:59:00Z')).recordatorios).toBe(0);
    expect((await correrEn('2026-11-27T20:00:00Z')).recordatorios).toBe(1);
    const recordatorios = await correosA(t, 's@correo.cl', ASUNTO_RECORDATORIO);
    expect(recordatorios.map((c) => /Hora: (\S+)/.exec(c.texto)?.[1]).sort()).toEqual(['11:00', '17:00']);
  });

  it('mails the barber the day’s agenda once at 08:00 on days with bookings, unless turned off', async () => {
    const agenda = `/api/users/${t.barberoId}/agenda-diaria`;
    t.reloj.ahora = new Date('2026-11-27T20:00:00Z');
    // Sessions last 15 minutes and the clock jumps days: each request signs in at the test's "now".
    const auth = async () => ({ authorization: `Bearer ${await t.tokenDe(BARBERO)}` });
    expect((await t.app.inject({ url: agenda, headers: await auth() })).json()).toEqual({
      agendaDiaria: true,
    });
    const agendas = () => correosA(t, BARBERO.email, 'Tu agenda de hoy');
    const antes = (await agendas()).length;

    // Wednesday has no bookings left (C was cancelled): no mail. Saturday has S at 17:00.
    expect((await correrEn('2026-11-25T11:00:00Z')).agendas).toBe(0);
    expect((await correrEn('2026-11-28T10:59:00Z')).agendas).toBe(0);
    expect((await correrEn('2026-11-28T11:00:00Z')).agendas).toBe(1);
    expect((await correrEn('2026-11-28T11:05:00Z')).agendas).toBe(0);
    const nuevos = (await agendas()).slice(antes);
    expect(nuevos).toHaveLength(1);
    expect(nuevos[0]!.texto).toContain('Tu agenda del sábado, 28 de noviembre de 2026:');
    expect(nuevos[0]!.texto).toContain(
      '17:00 a 17:45 hrs · Corte de pelo · Ana (s@correo.cl, +56 9 8765 4321)',
    );

    const apagar = await t.app.inject({
      method: 'PUT',
      url: agenda,
      headers: await auth(),
      payload: { agendaDiaria: false },
    });
    expect(apagar.json()).toMatchObject({ agendaDiaria: false });
    expect((await t.app.inject({ url: agenda, headers: await auth() })).json()).toEqual({
      agendaDiaria: false,
    });
    // Monday 30 November: a client books it, but the barber asked for no agenda.
    t.reloj.ahora = new Date('2026-11-28T12:00:00Z');
    const lunes = (await fechaDelDia(t, '2026-11-30'))._id;
    expect(
      (await agendar(t, lunes, { horaInicio: '11:00', horaFin: '11:45', email: 'z@correo.cl' })).statusCode,
    ).toBe(200);
    expect((await correrEn('2026-11-30T11:00:00Z')).agendas).toBe(0);
    expect(await agendas()).toHaveLength(antes + 1);
    const invalido = await t.app.inject({
      method: 'PUT',
      url: agenda,
      headers: await auth(),
      payload: { agendaDiaria: 'si' },
    });
    expect(invalido.statusCode).toBe(400);
  });
});

describeEnPostgres('recordatorios con dos instancias (postgres)', () => {
  const t = appDelBloque('postgres');

  it('two workers racing queue each reminder and each agenda exactly once', async () => {
    const emails: string[] = [];
    for (const d of ['2026-11-27', '2026-11-28']) {
      const fechaId = (await fechaDelDia(t, d))._id;
      for (const h of ['11', '12', '13', '15', '16', '17', '18', '19']) {
        const email = `${d}-${h}@correo.cl`;
        const res = await agendar(t, fechaId, { horaInicio: `${h}:00`, horaFin: `${h}:45`, email });
        expect(res.statusCode, res.body).toBe(200);
        emails.push(email);
      }
    }
    // Friday 08:00 in Santiago: every booking is within 72 hours and was made long before that.
    t.reloj.ahora = new Date('2026-11-27T11:00:00Z');
    const trabajador = () =>
      crearRecordatorios({
        db: t.database.db,
        clock: () => t.reloj.ahora,
        zona: 'America/Santiago',
        publicUrl: 'http://barberia.test',
        tienda: t.tienda.vista,
        secret: new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres'),
        horasAntes: 72,
        horasCortoAntes: 2,
        horaAgenda: '08:00',
      });
    const trabajadores = Array.from({ length: 4 }, trabajador);
    // Two rounds: the second, a minute later, finds everything already claimed.
    const resultados = await Promise.all(trabajadores.map((w) => w.procesar()));
    t.reloj.ahora = new Date('2026-11-27T11:01:00Z');
    resultados.push(...(await Promise.all(trabajadores.map((w) => w.procesar()))));
    expect(resultados.reduce((n, r) => n + r.recordatorios, 0)).toBe(16);
    expect(resultados.reduce((n, r) => n + r.agendas, 0)).toBe(1);
    const recordatorios = await t.database.db
      .select({ para: correosOutbox.para })
      .from(correosOutbox)
      .where(eq(correosOutbox.asunto, ASUNTO_RECORDATORIO));
    expect(recordatorios.map((c) => c.para).sort()).toEqual(emails.sort());
    expect(await correosA(t, BARBERO.email, 'Tu agenda de hoy')).toHaveLength(1);

    // 11:30 in Santiago: the 12:00 and 13:00 bookings are within two hours; four workers, twice, claim
    // each short reminder once.
    t.reloj.ahora = new Date('2026-11-27T14:30:00Z');
    const cortos = [
      ...(await Promise.all(trabajadores.map((w) => w.procesar()))),
      ...(await Promise.all(trabajadores.map((w) => w.procesar()))),
    ];
    expect(cortos.reduce((n, r) => n + r.recordatoriosCortos, 0)).toBe(2);
    expect(cortos.reduce((n, r) => n + r.recordatorios, 0)).toBe(0);
    for (const [email, n] of [
      ['2026-11-27-11@correo.cl', 1],
      ['2026-11-27-12@correo.cl', 2],
      ['2026-11-27-13@correo.cl', 2],
      ['2026-11-27-15@correo.cl', 1],
    ] as const)
      expect(await correosA(t, email, ASUNTO_RECORDATORIO), email).toHaveLength(n);
  });
});

describe.each(BASES)('recordatorio corto (%s)', (base) => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba(base);
  });
  afterAll(() => t.close());

  it('reminds 2 hours before too, once, besides the day-before one; never a booking made inside the 2 hours', async () => {
    const martes = (await fechaDelDia(t, '2026-11-24'))._id;
    const lunes = (await fechaDelDia(t, '2026-11-23'))._id;
    const reservar = async (fechaId: string, horaInicio: string, email: string) => {
      const horaFin = horaInicio.replace(':00', ':45');
      const res = await agendar(t, fechaId, { horaInicio, horaFin, email });
      expect(res.statusCode, res.body).toBe(200);
    };
    const correr = (iso: string) => {
      t.reloj.ahora = new Date(iso);
      return t.recordatorios.procesar();
    };
    // Monday 09:00: Tuesday 11:00 (26 hours ahead) and today 15:00 (6 hours: no day-before one).
    await reservar(martes, '11:00', 'largo@correo.cl');
    await reservar(lunes, '15:00', 'hoy@correo.cl');
    // Tuesday 11:00 is 14:00 UTC: its day-before reminder goes on Monday at 14:00 UTC.
    expect(await correr('2026-11-23T14:00:00Z')).toMatchObject({ recordatorios: 1, recordatoriosCortos: 0 });
    // Today 13:00 (16:00 UTC) is two hours before 15:00.
    expect(await correr('2026-11-23T15:59:59Z')).toMatchObject({ recordatorios: 0, recordatoriosCortos: 0 });
    expect(await correr('2026-11-23T16:00:00Z')).toMatchObject({ recordatorios: 0, recordatoriosCortos: 1 });
    expect(await correr('2026-11-23T16:30:00Z')).toMatchObject({ recordatorios: 0, recordatoriosCortos: 0 });
    expect(await correosA(t, 'hoy@correo.cl', ASUNTO_RECORDATORIO)).toHaveLength(1);
    // Tuesday 09:00 (12:00 UTC): the short one for 11:00, once.
    expect(await correr('2026-11-24T11:59:00Z')).toMatchObject({ recordatoriosCortos: 0 });
    expect(await correr('2026-11-24T12:00:00Z')).toMatchObject({ recordatoriosCortos: 1 });
    expect(await correr('2026-11-24T13:00:00Z')).toMatchObject({ recordatoriosCortos: 0 });
    const [primero, segundo, ...otros] = await correosA(t, 'largo@correo.cl', ASUNTO_RECORDATORIO);
    expect(otros).toEqual([]);
    expect(primero!.texto).toContain('Hora: 11:00 a 11:45 hrs');
    expect(segundo!.texto).toContain('Hora: 11:00 a 11:45 hrs');
    // At 10:30 a client books 12:00, an hour and a half ahead: the confirmation is enough.
    t.reloj.ahora = new Date('2026-11-24T13:30:00Z');
    await reservar(martes, '12:00', 'tarde@correo.cl');
    expect(await correr('2026-11-24T13:31:00Z')).toMatchObject({ recordatorios: 0, recordatoriosCortos: 0 });
    expect(await correosA(t, 'tarde@correo.cl', ASUNTO_RECORDATORIO)).toEqual([]);
  });

  it('a late run inside the two hours sends one reminder, not both', async () => {
    const miercoles = (await fechaDelDia(t, '2026-11-25'))._id;
    t.reloj.ahora = new Date('2026-11-24T13:30:00Z');
    expect(
      (await agendar(t, miercoles, { horaInicio: '11:00', horaFin: '11:45', email: 'atraso@correo.cl' }))
        .statusCode,
    ).toBe(200);
    // The worker was down for a day: it wakes up an hour before Wednesday 11:00 (14:00 UTC).
    t.reloj.ahora = new Date('2026-11-25T13:00:00Z');
    expect(await t.recordatorios.procesar()).toMatchObject({ recordatorios: 0, recordatoriosCortos: 1 });
    expect(await correosA(t, 'atraso@correo.cl', ASUNTO_RECORDATORIO)).toHaveLength(1);
  });
});
