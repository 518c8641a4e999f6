import { MENSAJES, type ResumenVentas } from '@barberia/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { correosOutbox, horasAgendadas, inasistencias, resenas } from '../../src/db/schema.js';
import type { WhatsappSimulado } from '../../src/simuladores/whatsapp/whatsapp-simulado.js';
import { ADMIN, type AppDePrueba, BARBERO, LUNES_9AM } from '../helpers/app.js';
import { esError, esOk, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import {
  agendar,
  fechaDelDia,
  horasDeEmail,
  moverHora,
  reservaHecha,
  tokenDelCorreo,
} from '../helpers/reservas.js';
import { conWhatsapp } from '../helpers/whatsapp.js';

/**
 * Decision 053: a no-show makes a client pay deposits only by the identity its booking proved — the e-mail
 * through its mailbox, the phone through its own WhatsApp answer — and a no-show leaves no review. The shop
 * asks for a deposit from the first no-show here. Monday 23 November 2026 in Santiago (-03:00): each test
 * books at 09:00 and the barber marks the hour after it ends; the next bookings are on Wednesday.
 */
describe.each(BASES)('inasistencias probadas (%s)', (base) => {
  let wa: WhatsappSimulado;
  let t: AppDePrueba;
  let pedir: ReturnType<typeof pedidor>;
  let lunes: string;
  let miercoles: string;

  /** «No asistió» as the barber at `iso`, after the hour. */
  const noAsistio = async (horaAgendadaId: string, iso: string) => {
    t.reloj.ahora = new Date(iso);
    const barbero = await t.tokenDe(BARBERO);
    await esOk(
      pedir('PUT', `/api/horas-agendadas/${horaAgendadaId}/asistencia`, barbero, {
        asistencia: 'NO_ASISTIO',
      }),
    );
  };
  /** A 45-minute «Corte de pelo» on Wednesday: 200, or 409 ABONO_REQUERIDO when the no-shows count. */
  const otraHora = (h: string, cliente: { email: string; telefono?: string }) =>
    agendar(t, miercoles, { horaInicio: `${h}:00`, horaFin: `${h}:45`, nombre: 'Cliente', ...cliente });
  const pideAbono = async (res: Awaited<ReturnType<typeof otraHora>>) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ABONO_REQUERIDO' });
  };
  const registroDe = async (id: string) =>
    (await t.database.db.select().from(inasistencias).where(eq(inasistencias.horaAgendadaId, id)))[0];

  beforeAll(async () => {
    ({ wa, t } = await conWhatsapp(base));
    pedir = pedidor(t);
    lunes = (await fechaDelDia(t, '2026-11-23'))._id;
    miercoles = (await fechaDelDia(t, '2026-11-25'))._id;
    await esOk(
      pedir('PUT', '/api/abonos/politica', await t.tokenDe(ADMIN), {
        ventanaHoras: 24,
        alCancelarTarde: 'retener',
        minutosParaPagar: 10,
        inasistenciasParaAbono: 1,
        porcentajePorInasistencias: 50,
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    await wa.cerrar();
  });
  beforeEach(() => {
    t.reloj.ahora = LUNES_9AM;
  });

  it('a stranger who books under someone else’s e-mail and phone and does not come costs their owner nothing', async () => {
    const { horaAgendada } = await reservaHecha(t, lunes, {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: 'Extraño',
      email: 'victima@correo.cl',
      telefono: '9 1111 2222',
      consentimientoWhatsapp: true,
    });
    // The WhatsApp confirmation reaches the number, but nobody there answers it.
    await t.colaWhatsapp!.procesar();
    await noAsistio(horaAgendada._id, '2026-11-23T15:00:00Z');
    expect(await registroDe(horaAgendada._id)).toMatchObject({
      email: 'victima@correo.cl',
      telefono: '+56911112222',
      correoProbadoEn: null,
      telefonoProbadoEn: null,
    });
    // The barber's summary still lists the mark…
    const { inasistencias: resumen } = await esOk<ResumenVentas>(
      pedir('GET', '/api/ventas/resumen', await t.tokenDe(ADMIN)),
    );
    expect(resumen.porCliente).toContainEqual(expect.objectContaining({ email: 'victima@correo.cl' }));
    // …but the owner of the address and the number books without a deposit.
    const res = await otraHora('11', { email: 'victima@correo.cl', telefono: '9 1111 2222' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the e-mail counts once a mailed link proved it, also when the link is opened after the mark', async () => {
    const { horaAgendada } = await reservaHecha(t, lunes, {
      horaInicio: '12:00',
      horaFin: '12:45',
      email: 'ana@correo.cl',
    });
    await noAsistio(horaAgendada._id, '2026-11-23T16:00:00Z');
    expect((await otraHora('12', { email: 'ana@correo.cl' })).statusCode).toBe(200);

    // The confirmation mail's link, opened: the mailbox is the address's.
    const abierta = await horasDeEmail(t, 'ana@correo.cl', await tokenDelCorreo(t, 'ana@correo.cl'));
    expect(abierta.statusCode, abierta.body).toBe(200);
    expect((await registroDe(horaAgendada._id))?.correoProbadoEn).toEqual(t.reloj.ahora);
    await pideAbono(await otraHora('13', { email: 'ANA@correo.cl' }));
  });

  it('a booking made or moved with the mailbox’s proof proves the e-mail from the start', async () => {
    await reservaHecha(t, lunes, { horaInicio: '13:00', horaFin: '13:45', email: 'beto@correo.cl' });
    const delCorreo = await tokenDelCorreo(t, 'beto@correo.cl');
    const { tokenCliente } = await reservaHecha(
      t,
      lunes,
      { horaInicio: '15:00', horaFin: '15:45', email: 'beto@correo.cl' },
      delCorreo,
    );
    // Moved with the booking's own proof (this device's), it keeps what it proved.
    await moverHora(
      t,
      { fechaId: lunes, horaInicio: '15:00', token: tokenCliente },
      { fechaId: lunes, horaInicio: '16:00' },
      { nombre: 'Beto', email: 'beto@correo.cl' },
    );
    const [movida] = await t.database.db
      .select()
      .from(horasAgendadas)
      .where(and(eq(horasAgendadas.fechaId, lunes), eq(horasAgendadas.horaInicio, '16:00')));
    expect(movida?.correoProbadoEn).toEqual(LUNES_9AM);
    await noAsistio(movida!.id, '2026-11-23T20:00:00Z');
    await pideAbono(await otraHora('15', { email: 'beto@correo.cl' }));
  });

  it('the phone counts once it answered «Confirmo» on WhatsApp for that booking', async () => {
    const { horaAgendada } = await reservaHecha(t, lunes, {
      horaInicio: '17:00',
      horaFin: '17:45',
      email: 'carla@correo.cl',
      telefono: '9 3333 4444',
      consentimientoWhatsapp: true,
    });
    await t.colaWhatsapp!.procesar();
    const confirmacion = wa.enviados.findLast((e) => e.para === '56933334444');
    expect(await wa.presionar(confirmacion!.id, 0)).toBe(200);
    await noAsistio(horaAgendada._id, '2026-11-23T21:00:00Z');
    expect(await registroDe(horaAgendada._id)).toMatchObject({
      correoProbadoEn: null,
      telefonoProbadoEn: LUNES_9AM,
    });
    // The number is proven, whoever books with it; the address alone is not.
    await pideAbono(await otraHora('16', { email: 'otra@correo.cl', telefono: '9 3333 4444' }));
    expect((await otraHora('17', { email: 'carla@correo.cl' })).statusCode).toBe(200);
  });

  it('«Cambiar hora» pressed on WhatsApp proves the phone as well', async () => {
    const { horaAgendada } = await reservaHecha(t, lunes, {
      horaInicio: '19:00',
      horaFin: '19:45',
      email: 'eli@correo.cl',
      telefono: '9 5555 6666',
      consentimientoWhatsapp: true,
    });
    await t.colaWhatsapp!.procesar();
    const confirmacion = wa.enviados.findLast((e) => e.para === '56955556666');
    expect(await wa.presionar(confirmacion!.id, 2)).toBe(200);
    await noAsistio(horaAgendada._id, '2026-11-23T23:00:00Z');
    expect((await registroDe(horaAgendada._id))?.telefonoProbadoEn).toEqual(LUNES_9AM);
    await pideAbono(await otraHora('18', { email: 'otro@correo.cl', telefono: '9 5555 6666' }));
  });

  it('an hour marked «No asistió» cannot be reviewed, even from a review mail sent before the mark', async () => {
    const { horaAgendada } = await reservaHecha(t, lunes, {
      horaInicio: '18:00',
      horaFin: '18:45',
      email: 'dani@correo.cl',
    });
    // Two hours after the visit the review is asked for; the barber marks the hour later that night.
    t.reloj.ahora = new Date('2026-11-23T23:45:00Z');
    await t.resenas.pedir();
    const [pedido] = await t.database.db
      .select()
      .from(correosOutbox)
      .where(and(eq(correosOutbox.para, 'dani@correo.cl'), like(correosOutbox.asunto, '¿Cómo te fue%')));
    const token = /#token=([\w.-]+)/.exec(pedido!.texto)![1]!;
    await noAsistio(horaAgendada._id, '2026-11-23T23:50:00Z');

    const conPrueba = { 'x-token-cliente': token };
    await esError(
      t.app.inject({ url: `/api/resenas/hora/${horaAgendada._id}`, headers: conPrueba }),
      409,
      MENSAJES.RESENA_DE_INASISTENCIA,
    );
    await esError(
      t.app.inject({
        method: 'POST',
        url: `/api/resenas/hora/${horaAgendada._id}`,
        headers: conPrueba,
        payload: { estrellas: 1, comentario: 'Pésimo' },
      }),
      409,
      MENSAJES.RESENA_DE_INASISTENCIA,
    );
    expect(
      await t.database.db.select().from(resenas).where(eq(resenas.horaAgendadaId, horaAgendada._id)),
    ).toEqual([]);
  });
});
