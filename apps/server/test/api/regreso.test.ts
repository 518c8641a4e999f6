import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentimientosRegreso, correosOutbox, horasAgendadas } from '../../src/db/schema.js';
import { firmarTokenCliente } from '../../src/features/fechas/index.js';
import { crearRegresoService } from '../../src/features/regreso/regreso.service.js';
import { ADMIN, type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { cancelar, fechaDelDia, horasDeEmail, reservaHecha } from '../helpers/reservas.js';

const ASUNTO = '¿Te toca volver a Barbería Maipú?';
const SECRETO = new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres');

async function avisosA(t: AppDePrueba, para: string) {
  return t.database.db
    .select()
    .from(correosOutbox)
    .where(and(eq(correosOutbox.para, para), like(correosOutbox.asunto, ASUNTO)));
}

const bajaDe = (texto: string) => {
  const m = /http:\/\/barberia\.test\/api\/regreso\/baja\?token=([\w.%-]+)/.exec(texto);
  if (!m) throw new Error(`sin enlace de baja en: ${texto}`);
  return decodeURIComponent(m[1]!);
};

/**
 * Two visits a week apart (Mondays 23 and 30 November 2026, 11:00 Santiago): the usual interval is 7 days,
 * so the reminder is due from Monday 7 December (issue 25).
 */
describe.each(BASES)('avisos para volver (%s)', (base) => {
  let t: AppDePrueba;
  let dia23: string;
  let dia30: string;
  let dia07: string;
  const procesarEn = (iso: string) => {
    t.reloj.ahora = new Date(iso);
    return t.regreso.procesar();
  };
  const dosVisitas = async (email: string, horaInicio: string, horaFin: string, consentimiento?: boolean) => {
    t.reloj.ahora = new Date('2026-11-23T12:00:00Z');
    await reservaHecha(t, dia23, { horaInicio, horaFin, email, nombre: 'Ana Soto' });
    await reservaHecha(t, dia30, {
      horaInicio,
      horaFin,
      email,
      nombre: 'Ana Soto',
      ...(consentimiento === undefined ? {} : { consentimientoRegreso: consentimiento }),
    });
  };

  beforeAll(async () => {
    t = await appDePrueba(base);
    dia23 = (await fechaDelDia(t, '2026-11-23'))._id;
    dia30 = (await fechaDelDia(t, '2026-11-30'))._id;
    dia07 = (await fechaDelDia(t, '2026-12-07'))._id;
  });
  afterAll(() => t.close());

  it('once, when the usual interval has passed, with the same services and barber; never without consent', async () => {
    await dosVisitas('ana@correo.cl', '11:00', '11:45', true);
    await dosVisitas('sin@correo.cl', '12:00', '12:45');
    await dosVisitas('no@correo.cl', '13:00', '13:45', false);

    // Sunday 6 December, 20:00 in Santiago: a day early.
    expect(await procesarEn('2026-12-06T23:00:00Z')).toBe(0);
    // Monday 7 December: due, for the address that ticked the box only.
    expect(await procesarEn('2026-12-07T12:00:00Z')).toBe(1);
    expect(await procesarEn('2026-12-08T12:00:00Z')).toBe(0);
    expect(await avisosA(t, 'sin@correo.cl')).toHaveLength(0);
    expect(await avisosA(t, 'no@correo.cl')).toHaveLength(0);
    const [aviso, ...otros] = await avisosA(t, 'ana@correo.cl');
    expect(otros).toHaveLength(0);
    expect(aviso!.texto).toContain(
      'Tu última visita fue el lunes, 30 de noviembre de 2026 (Corte de pelo con',
    );
    expect(aviso!.texto).toContain('sueles venir cada semana');
    expect(aviso!.texto).toContain(
      `http://barberia.test/agenda/servicios?servicio=Corte%20de%20pelo&barbero=${t.barberoId}`,
    );
  });

  it('not to someone who already booked their next hour, nor after a week late', async () => {
    await dosVisitas('ya@correo.cl', '15:00', '15:45', true);
    t.reloj.ahora = new Date('2026-12-01T12:00:00Z');
    await reservaHecha(t, dia07, { horaInicio: '17:00', horaFin: '17:45', email: 'ya@correo.cl' });
    expect(await procesarEn('2026-12-07T12:00:00Z')).toBe(0);
    expect(await avisosA(t, 'ya@correo.cl')).toHaveLength(0);

    await dosVisitas('tarde@correo.cl', '16:00', '16:45', true);
    // Monday 14 December: the reminder was due from the 7th; a week later it is not sent late. The one
    // sent is the other client's, whose third weekly visit was the 7th.
    expect(await procesarEn('2026-12-14T12:00:00Z')).toBe(1);
    expect(await avisosA(t, 'tarde@correo.cl')).toHaveLength(0);
    expect(await avisosA(t, 'ya@correo.cl')).toHaveLength(1);
  });

  it('a no-show is no visit: one real visit is no rhythm', async () => {
    await dosVisitas('falta@correo.cl', '18:00', '18:45', true);
    await t.database.db
      .update(horasAgendadas)
      .set({ asistencia: 'NO_ASISTIO' })
      .where(and(eq(horasAgendadas.email, 'falta@correo.cl'), eq(horasAgendadas.fechaId, dia30)));
    await procesarEn('2026-12-07T12:00:00Z');
    expect(await avisosA(t, 'falta@correo.cl')).toHaveLength(0);
  });

  it('the opt-out page changes nothing until its button; a bad link says so in Spanish', async () => {
    const [aviso] = await avisosA(t, 'ana@correo.cl');
    const token = bajaDe(aviso!.texto);
    const pagina = await t.app.inject({ url: `/api/regreso/baja?token=${encodeURIComponent(token)}` });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toContain('text/html');
    expect(pagina.body).toContain('ana@correo.cl');
    expect(pagina.body).toContain('<button type="submit">Darme de baja</button>');
    const consentimiento = () =>
      t.database.db
        .select()
        .from(consentimientosRegreso)
        .where(eq(consentimientosRegreso.email, 'ana@correo.cl'));
    expect((await consentimiento())[0]!.retiradoEn).toBeNull();

    for (const malo of ['', 'x', `${token}x`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/regreso/baja',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: malo }).toString(),
      });
      expect(res.statusCode, malo).toBe(400);
      expect(res.body).toContain('no es válido o ya venció');
    }
    expect((await consentimiento())[0]!.retiradoEn).toBeNull();

    const baja = await t.app.inject({
      method: 'POST',
      url: '/api/regreso/baja',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(baja.statusCode).toBe(200);
    expect(baja.body).toContain('No te enviaremos más avisos para volver');
    expect((await consentimiento())[0]!.retiradoEn).not.toBeNull();

    // A third weekly visit would make a new reminder due: withdrawn, none is sent.
    t.reloj.ahora = new Date('2026-12-07T12:00:00Z');
    await reservaHecha(t, dia07, { horaInicio: '11:00', horaFin: '11:45', email: 'ana@correo.cl' });
    expect(await procesarEn('2026-12-14T12:00:00Z')).toBe(0);
    expect(await avisosA(t, 'ana@correo.cl')).toHaveLength(1);
  });

  it("the opt-out link only unsubscribes: as a client's proof it opens, cancels and moves nothing (issue 41)", async () => {
    // Ana holds an hour on Monday 7 December at 11:00 (the test above), and the reminder's link.
    t.reloj.ahora = new Date('2026-12-07T12:00:00Z');
    const [aviso] = await avisosA(t, 'ana@correo.cl');
    const baja = bajaDe(aviso!.texto);
    // Sent before issue 41: a `correo` proof for a year, a key to every hour of the address.
    const antigua = await firmarTokenCliente(
      { tipo: 'correo', email: 'ana@correo.cl' },
      new Date(t.reloj.ahora.getTime() + 365 * 86_400_000),
      SECRETO,
      t.reloj.ahora,
    );
    // The control: a mailed «Ver Horas» link (a day) is a proof, so a 403 below is the link's doing.
    const verHoras = await firmarTokenCliente(
      { tipo: 'correo', email: 'ana@correo.cl' },
      new Date(t.reloj.ahora.getTime() + 86_400_000),
      SECRETO,
      t.reloj.ahora,
    );
    expect((await horasDeEmail(t, 'ana@correo.cl', verHoras)).statusCode).toBe(200);

    for (const [cual, token] of [
      ['el enlace de baja', baja],
      ['un enlace de baja anterior', antigua],
    ] as const) {
      const horas = await horasDeEmail(t, 'ana@correo.cl', token);
      expect(horas.statusCode, cual).toBe(403);
      expect(horas.json(), cual).toMatchObject({ code: 'SIN_PRUEBA_DE_CORREO' });
      const cancelada = await cancelar(t, dia07, '11:00', '11:45', token);
      expect(cancelada.statusCode, cual).toBe(403);
      expect(cancelada.json(), cual).toMatchObject({ code: 'SIN_PRUEBA_DE_CORREO' });
      // …and it still unsubscribes: the page and its button.
      const pagina = await t.app.inject({ url: `/api/regreso/baja?token=${encodeURIComponent(token)}` });
      expect(pagina.statusCode, cual).toBe(200);
      expect(pagina.body, cual).toContain('<button type="submit">Darme de baja</button>');
      const boton = await t.app.inject({
        method: 'POST',
        url: '/api/regreso/baja',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
      expect(boton.statusCode, cual).toBe(200);
    }
    // A client's proof is no opt-out link either.
    const pagina = await t.app.inject({ url: `/api/regreso/baja?token=${encodeURIComponent(verHoras)}` });
    expect(pagina.statusCode).toBe(400);
    expect((await horasDeEmail(t, 'ana@correo.cl', verHoras)).json()).toHaveLength(1);
  });

  it('the consent is exported and deleted with the rest of the personal data', async () => {
    const admin = { authorization: `Bearer ${await t.tokenDe(ADMIN)}` };
    const exportado = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/exportar',
      headers: admin,
      payload: { email: 'ana@correo.cl' },
    });
    expect(exportado.statusCode, exportado.body).toBe(200);
    expect(exportado.json().consentimientoRegreso).toMatchObject({
      texto: expect.stringContaining('Avísame por correo cuando me toque volver'),
      retiradoEn: expect.any(String),
    });
    const eliminado = await t.app.inject({
      method: 'POST',
      url: '/api/admin/datos-personales/eliminar',
      headers: admin,
      payload: { email: 'ana@correo.cl' },
    });
    expect(eliminado.statusCode, eliminado.body).toBe(200);
    const quedan = await t.database.db
      .select()
      .from(consentimientosRegreso)
      .where(eq(consentimientosRegreso.email, 'ana@correo.cl'));
    expect(quedan).toHaveLength(0);
  });
});

describeEnPostgres('avisos para volver: instances racing (postgres)', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba('postgres');
  });
  afterAll(() => t.close());

  it('two instances running the job at once send each reminder once', async () => {
    const dia23 = (await fechaDelDia(t, '2026-11-23'))._id;
    const dia30 = (await fechaDelDia(t, '2026-11-30'))._id;
    const emails = Array.from({ length: 12 }, (_, i) => `carrera${i}@correo.cl`);
    for (const [i, email] of emails.entries()) {
      // Half-hour slots around the demo day's break (14:00-15:00).
      const minuto = (i < 6 ? 11 * 60 : 15 * 60) + (i % 6) * 30;
      const hhmm = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const [inicio, fin] = [hhmm(minuto), hhmm(minuto + 30)];
      for (const dia of [dia23, dia30])
        await reservaHecha(t, dia, {
          horaInicio: inicio,
          horaFin: fin,
          email,
          servicio: 'Perfilado de barba',
          consentimientoRegreso: true,
        });
    }
    t.reloj.ahora = new Date('2026-12-07T12:00:00Z');
    const otra = crearRegresoService({
      db: t.database.db,
      clock: () => t.reloj.ahora,
      publicUrl: 'http://barberia.test',
      tienda: t.tienda.vista,
      secret: SECRETO,
    });
    const [a, b] = await Promise.all([t.regreso.procesar(), otra.procesar()]);
    expect(a + b).toBe(emails.length);
    for (const email of emails) expect(await avisosA(t, email), email).toHaveLength(1);
    // The proof in the opt-out link is the server's own: one signed elsewhere is refused.
    const ajeno = await firmarTokenCliente(
      { tipo: 'correo', email: emails[0]! },
      new Date('2027-06-01T00:00:00Z'),
      new TextEncoder().encode('otro-secreto-con-al-menos-32-caracteres!!'),
      t.reloj.ahora,
    );
    const res = await t.app.inject({ url: `/api/regreso/baja?token=${ajeno}` });
    expect(res.statusCode).toBe(400);
  });
});
