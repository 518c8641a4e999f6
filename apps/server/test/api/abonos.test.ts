import type { Abono, CotizacionAbono, Fecha, IniciarAbonoRespuesta } from '@barberia/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  abonos,
  correosOutbox,
  eventosCalendario,
  fechas,
  horasAgendadas,
  inasistencias,
  movimientosCredito,
  ofertasEspera,
  politicaAbonos,
  servicios,
} from '../../src/db/schema.js';
import { iniciarWebpaySimulado, type WebpaySimulado } from '../../src/simuladores/webpay/webpay-simulado.js';
import { fijarPolitica } from '../helpers/abonos.js';
import { ADMIN, type AppDePrueba, appDePrueba, LUNES_9AM } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { confirmarDesdeCorreo } from '../helpers/lista-espera.js';
import {
  agendar,
  cancelar,
  correosEnBandeja,
  fechaDelDia,
  horasDeEmail,
  type Reserva,
  reagendar,
  tokenDelCorreo,
} from '../helpers/reservas.js';
import { decidirEnFormulario, proxyWebpay } from '../helpers/webpay.js';

/**
 * Deposits for bookings (issue 24, decision 044), against the Webpay stand-in behind a proxy that counts
 * and breaks calls. «Corte de pelo» ($10.000, 45 min) asks for $5.000; the clock is Monday 23 November
 * 2026 at 9:00 and the hours are on Wednesday 25 (50 hours ahead: inside the 24-hour window).
 */
const DIA = '2026-11-25';
const DIA2 = '2026-11-26';
const COMERCIO = '597055555532';
const LLAVE = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';

/** An hour of «Corte de pelo» (45 min) or of another service of `minutos`, the demo day being 11:00–20:30. */
const hora = (horaInicio: string, email: string, extra: Partial<Reserva> = {}, minutos = 45) => {
  const [h, m] = horaInicio.split(':').map(Number) as [number, number];
  const fin = h * 60 + m + minutos;
  const horaFin = `${String(Math.floor(fin / 60)).padStart(2, '0')}:${String(fin % 60).padStart(2, '0')}`;
  return { horaInicio, horaFin, nombre: 'Bea Rojas', email, servicio: 'Corte de pelo', ...extra };
};

describe.each(BASES)('abonos de horas (%s)', (base) => {
  let t: AppDePrueba;
  let simulado: WebpaySimulado;
  let proxy: Awaited<ReturnType<typeof proxyWebpay>>;
  let fechaId: string;
  let fechaId2: string;

  beforeAll(async () => {
    simulado = await iniciarWebpaySimulado({
      clock: () => t?.reloj.ahora ?? LUNES_9AM,
      commerceCode: COMERCIO,
      apiKey: LLAVE,
    });
    proxy = await proxyWebpay(simulado.url);
    t = await appDePrueba(base, {
      env: {
        WEBPAY_URL: proxy.url,
        WEBPAY_TIMEOUT_MS: '1500',
        WEBPAY_COMMERCE_CODE: COMERCIO,
        WEBPAY_API_KEY: LLAVE,
      },
    });
    fechaId = (await fechaDelDia(t, DIA))._id;
    fechaId2 = (await fechaDelDia(t, DIA2))._id;
    await t.database.db
      .update(servicios)
      .set({ abonoTipo: 'monto', abonoValor: 5000 })
      .where(eq(servicios.servicio, 'Corte de pelo'));
  });
  afterAll(async () => {
    await t.close();
    await proxy.cerrar();
    await simulado.cerrar();
  });
  afterEach(async () => {
    proxy.fallar(() => 'normal');
    t.reloj.ahora = LUNES_9AM;
    await t.database.db.delete(politicaAbonos);
  });

  const iniciar = (r: ReturnType<typeof hora>, id = fechaId, prueba?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/abonos',
      payload: { fechaId: id, hora: r },
      ...(prueba && { headers: { 'x-token-cliente': prueba } }),
    });
  async function iniciado(r: ReturnType<typeof hora>) {
    const res = await iniciar(r);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<IniciarAbonoRespuesta>();
  }
  /** The browser comes back from Webpay's form; the shop answers with its page for the deposit. */
  async function volver(ruta: string) {
    const res = await t.app.inject({ url: ruta });
    expect(res.statusCode, res.body).toBe(303);
    return res.headers.location as string;
  }
  const ver = async (id: string) => (await t.app.inject({ url: `/api/abonos/${id}` })).json<Abono>();
  const fila = async (id: string) => (await t.database.db.select().from(abonos).where(eq(abonos.id, id)))[0]!;
  const horasDe = (email: string) =>
    t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.email, email));
  const retenciones = () =>
    t.database.db.select().from(eventosCalendario).where(like(eventosCalendario.summary, 'Reservada para%'));
  async function pagada(r: ReturnType<typeof hora>, id = fechaId) {
    const res = await iniciar(r, id);
    expect(res.statusCode, res.body).toBe(201);
    const { abonoId, token, url } = res.json<IniciarAbonoRespuesta>();
    expect(await volver(await decidirEnFormulario(url!, token!, 'aprobar'))).toBe(`/agenda/abono/${abonoId}`);
    const vista = await ver(abonoId);
    expect(vista.estado).toBe('PAGADO');
    return vista;
  }

  it('asks for the deposit instead of booking, holds the hour while paying, and books it once Webpay approves', async () => {
    const directa = await agendar(t, fechaId, hora('11:00', 'ana@correo.cl'));
    expect(directa.statusCode).toBe(409);
    const cuerpo = directa.json<{ code: string; msg: string; abono: CotizacionAbono }>();
    expect(cuerpo.code).toBe('ABONO_REQUERIDO');
    expect(cuerpo.abono).toMatchObject({ monto: 5000, credito: 0, aPagar: 5000 });
    expect(cuerpo.msg).toContain('abono de $5.000');
    expect(cuerpo.msg).toContain('24 horas');

    const { abonoId, token, url } = await iniciado(hora('11:00', 'ana@correo.cl'));
    expect(await retenciones()).toHaveLength(1);
    // Held: nobody else gets that hour while Ana pays, not even by paying.
    const otra = await iniciar(hora('11:00', 'otro@correo.cl'));
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toMatchObject({ code: 'HORA_YA_AGENDADA' });

    const retorno = await decidirEnFormulario(url!, token!, 'aprobar');
    expect(await volver(retorno)).toBe(`/agenda/abono/${abonoId}`);
    // The same return again (a reload, a double click): no second commit, no second booking.
    expect(await volver(retorno)).toBe(`/agenda/abono/${abonoId}`);
    expect(proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${token}`)).toBe(1);

    const vista = await ver(abonoId);
    expect(vista).toMatchObject({ estado: 'PAGADO', monto: 5000, aPagar: 5000, horaInicio: '11:00' });
    expect(vista.horaAgendada?._id).toBeTruthy();
    expect(vista.tokenCliente).toBeTruthy();
    expect(await horasDe('ana@correo.cl')).toHaveLength(1);
    expect(await retenciones()).toHaveLength(0);
    const [mail] = await t.database.db
      .select()
      .from(correosOutbox)
      .where(and(eq(correosOutbox.para, 'ana@correo.cl'), like(correosOutbox.asunto, '%agendada')));
    expect(mail?.texto).toContain('Abono pagado: Esta hora pide un abono de $5.000');
  });

  it('a refused or abandoned payment frees the hour at once and charges nothing', async () => {
    const rechazado = await iniciado(hora('11:45', 'rechazo@correo.cl'));
    await volver(await decidirEnFormulario(rechazado.url!, rechazado.token!, 'rechazar'));
    expect(await ver(rechazado.abonoId)).toMatchObject({ estado: 'FALLIDA', motivo: 'rechazado' });
    expect(await retenciones()).toHaveLength(0);

    const anulado = await iniciado(hora('11:45', 'anula@correo.cl'));
    await volver(await decidirEnFormulario(anulado.url!, anulado.token!, 'anular'));
    expect(await ver(anulado.abonoId)).toMatchObject({ estado: 'FALLIDA', motivo: 'sin-terminar' });
    expect(await horasDe('rechazo@correo.cl')).toHaveLength(0);
    // Free again: the next client holds it.
    expect((await iniciar(hora('11:45', 'libre@correo.cl'))).statusCode).toBe(201);
  });

  it('a hold whose time ran out is released by the periodic run; a return after that is never committed', async () => {
    const { abonoId, token, url } = await iniciado(hora('12:30', 'lenta@correo.cl'));
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    await t.abonos.procesar();
    expect(await retenciones()).toHaveLength(0);
    expect((await fila(abonoId)).estado).toBe('FALLIDA');

    t.reloj.ahora = LUNES_9AM;
    const otra = await iniciado(hora('13:15', 'tarde@correo.cl'));
    const retorno = await decidirEnFormulario(otra.url!, otra.token!, 'aprobar');
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    await volver(retorno);
    expect(await ver(otra.abonoId)).toMatchObject({ estado: 'FALLIDA', motivo: 'vencido' });
    expect(proxy.contar(`PUT /rswebpaytransaction/api/webpay/v1.2/transactions/${otra.token}`)).toBe(0);
    expect(await horasDe('tarde@correo.cl')).toHaveLength(0);
    expect(token && url).toBeTruthy();
  });

  it('a payment approved after its hold lapsed is refunded automatically, once, and says so', async () => {
    const { abonoId, token, url } = await iniciado(hora('15:00', 'tardia@correo.cl'));
    const retorno = await decidirEnFormulario(url!, token!, 'aprobar');
    // Webpay commits, but neither its answer nor the status answer arrives: the deposit stays PENDIENTE.
    proxy.fallar(() => 'responde-tarde');
    await volver(retorno);
    expect((await fila(abonoId)).estado).toBe('PENDIENTE');
    proxy.fallar(() => 'normal');
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 11 * 60_000);
    await t.abonos.procesar();
    await t.abonos.procesar();
    expect(await ver(abonoId)).toMatchObject({ estado: 'REEMBOLSADO', motivo: 'hora-perdida' });
    expect(proxy.contar(`POST /rswebpaytransaction/api/webpay/v1.2/transactions/${token}/refunds`)).toBe(1);
    expect(await horasDe('tardia@correo.cl')).toHaveLength(0);
    expect(await retenciones()).toHaveLength(0);
  });

  it('Webpay down when paying starts: a Spanish 503, nothing held, nothing charged', async () => {
    for (const falla of ['caido', 'lento'] as const) {
      proxy.fallar((metodo) => (metodo === 'POST' ? falla : 'normal'));
      const res = await iniciar(hora('18:45', `caido-${falla}@correo.cl`), fechaId2);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'WEBPAY_NO_DISPONIBLE' });
      expect(await retenciones()).toHaveLength(0);
      const filas = await t.database.db
        .select()
        .from(abonos)
        .where(eq(abonos.email, `caido-${falla}@correo.cl`));
      expect(filas).toHaveLength(0);
    }
  });

  it('a refund Webpay does not take at once is said to be on its way and made by the periodic run, once', async () => {
    const vista = await pagada(hora('19:30', 'espera-reembolso@correo.cl'), fechaId2);
    const { token } = await fila(vista._id);
    proxy.fallar((_metodo, ruta) => (ruta.endsWith('/refunds') ? 'caido' : 'normal'));
    const res = await cancelar(t, fechaId2, '19:30', '20:15', vista.tokenCliente!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ abono: { estado: 'REEMBOLSO_PENDIENTE', monto: 5000 } });
    // The words of a refund Webpay took at once (below): the mail, queued before the refund, says them too.
    const devolucion =
      'Como cancelaste a tiempo, te devolvemos tu abono de $5.000 al medio con que lo pagaste; según tu banco, puede tardar unos días en verse.';
    expect(res.json<{ msg: string }>().msg).toBe(`Hora cancelada correctamente. ${devolucion}`);
    const [correo] = (await correosEnBandeja(t, 'espera-reembolso@correo.cl')).filter((c) =>
      c.asunto.endsWith('fue cancelada'),
    );
    expect(correo?.texto).toContain(devolucion);
    // The hour is gone at once; the money follows as soon as Webpay answers.
    expect(await horasDe('espera-reembolso@correo.cl')).toHaveLength(0);
    proxy.fallar(() => 'normal');
    await t.abonos.procesar();
    await t.abonos.procesar();
    expect((await fila(vista._id)).estado).toBe('REEMBOLSADO');
    expect(proxy.contar(`POST /rswebpaytransaction/api/webpay/v1.2/transactions/${token}/refunds`)).toBe(2);
  });

  it('cancelling inside the window refunds the deposit through Webpay once; outside, the policy keeps it', async () => {
    const vista = await pagada(hora('15:45', 'cancela@correo.cl'));
    // The client's list names the paid deposit: the cancel question says what the policy will do with it.
    const lista = await horasDeEmail(t, 'cancela@correo.cl', vista.tokenCliente!);
    expect(lista.statusCode, lista.body).toBe(200);
    const [suya] = lista.json<Fecha[]>().flatMap((f) => f.horasAgendadas);
    expect(suya).toMatchObject({ horaInicio: '15:45', abono: { monto: 5000 } });
    const res = await cancelar(t, fechaId, '15:45', '16:30', vista.tokenCliente!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ abono: { estado: 'REEMBOLSADO', monto: 5000 } });
    // Page and mail say the same about the refund (issue 42): the mail was queued before Webpay answered.
    const { msg } = res.json<{ msg: string }>();
    expect(msg).toContain('te devolvemos tu abono de $5.000');
    const [correo] = (await correosEnBandeja(t, 'cancela@correo.cl')).filter((c) =>
      c.asunto.endsWith('fue cancelada'),
    );
    expect(correo?.texto).toContain(msg.replace('Hora cancelada correctamente. ', ''));
    expect((await fila(vista._id)).estado).toBe('REEMBOLSADO');
    await t.abonos.procesar();
    const { token } = await fila(vista._id);
    expect(proxy.contar(`POST /rswebpaytransaction/api/webpay/v1.2/transactions/${token}/refunds`)).toBe(1);

    const tarde = await pagada(hora('16:30', 'tarde2@correo.cl'));
    t.reloj.ahora = new Date('2026-11-25T17:00:00Z'); // Wednesday 14:00: 2½ hours before.
    const res2 = await cancelar(t, fechaId, '16:30', '17:15', tarde.tokenCliente!);
    expect(res2.json()).toMatchObject({ abono: { estado: 'RETENIDO', monto: 5000 } });
    expect(res2.json<{ msg: string }>().msg).toContain('la barbería conserva tu abono de $5.000');
    expect(
      proxy.contar(
        `POST /rswebpaytransaction/api/webpay/v1.2/transactions/${(await fila(tarde._id)).token}/refunds`,
      ),
    ).toBe(0);
  });

  it('with the credit policy, a late cancellation becomes credit that pays the next deposit without Webpay', async () => {
    await fijarPolitica(t, { alCancelarTarde: 'credito' });
    const vista = await pagada(hora('11:00', 'credito@correo.cl'), fechaId2);
    t.reloj.ahora = new Date('2026-11-26T12:00:00Z'); // Thursday 9:00: two hours before.
    const res = await cancelar(t, fechaId2, '11:00', '11:45', vista.tokenCliente!);
    expect(res.json()).toMatchObject({ abono: { estado: 'CREDITO', monto: 5000 } });

    t.reloj.ahora = LUNES_9AM;
    // Only the mailbox spends its credit: without a proof that came through it, the deposit is paid whole.
    const sinPrueba = await agendar(t, fechaId2, hora('11:45', 'credito@correo.cl'));
    expect(sinPrueba.json()).toMatchObject({ abono: { monto: 5000, credito: 0, aPagar: 5000 } });
    // The mail that grants the credit carries the mailbox's proof that spends it.
    const [aviso] = (await t.database.db.select().from(correosOutbox))
      .filter((c) => c.para === 'credito@correo.cl' && /cancelada/.test(c.asunto))
      .reverse();
    expect(aviso?.texto).toMatch(/Para usarlo, agenda tu próxima hora .*#token=/);
    const delBuzon = await tokenDelCorreo(t, 'credito@correo.cl');
    const cotizada = await agendar(t, fechaId2, hora('11:45', 'credito@correo.cl'), delBuzon);
    expect(cotizada.json()).toMatchObject({ abono: { monto: 5000, credito: 5000, aPagar: 0 } });
    const res2 = await iniciar(hora('11:45', 'credito@correo.cl'), fechaId2, delBuzon);
    expect(res2.statusCode, res2.body).toBe(201);
    const sinWebpay = res2.json<IniciarAbonoRespuesta>();
    expect(sinWebpay).toMatchObject({ token: null, url: null });
    expect(await ver(sinWebpay.abonoId)).toMatchObject({ estado: 'PAGADO', credito: 5000, aPagar: 0 });
    const libro = await t.database.db
      .select()
      .from(movimientosCredito)
      .where(eq(movimientosCredito.email, 'credito@correo.cl'));
    expect(libro.map((m) => [m.tipo, m.monto])).toEqual([
      ['credito', 5000],
      ['gasto', -5000],
    ]);
  });

  it('a reschedule keeps the paid deposit on the new hour without asking again', async () => {
    const vista = await pagada(hora('12:30', 'mueve@correo.cl'), fechaId2);
    const res = await reagendar(
      t,
      { fechaId: fechaId2, horaInicio: '12:30', horaFin: '13:15', token: vista.tokenCliente! },
      { fechaId: fechaId2, ...hora('13:15', 'mueve@correo.cl') },
    );
    expect(res.statusCode, res.body).toBe(200);
    const nueva = res.json<{ horaAgendada: { _id: string } }>().horaAgendada._id;
    expect(await fila(vista._id)).toMatchObject({
      estado: 'PAGADO',
      horaAgendadaId: nueva,
      horaInicio: '13:15',
    });
  });

  it('a client with repeated no-shows must pay a deposit even for a service without one', async () => {
    for (let i = 0; i < 2; i++)
      await t.database.db.insert(inasistencias).values({
        email: 'falta@correo.cl',
        nombre: 'Falta',
        servicio: 'Perfilado de barba',
        dia: '2026-11-01',
        fin: new Date('2026-11-01T15:00:00Z'),
        // Bookings that proved the address (decision 053): only those count.
        correoProbadoEn: new Date('2026-10-30T15:00:00Z'),
      });
    const barba = { servicio: 'Perfilado de barba' };
    const res = await agendar(t, fechaId2, hora('15:00', 'FALTA@correo.cl', barba, 30));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ABONO_REQUERIDO', abono: { monto: expect.any(Number) } });
    // Someone else books the same service without one.
    const otro = await agendar(t, fechaId2, hora('15:00', 'puntual@correo.cl', barba, 30));
    expect(otro.statusCode, otro.body).toBe(200);
  });

  it('a payment approved after the barber deleted the day is refunded, never left hanging', async () => {
    const DIA4 = '2026-11-28';
    const fechaId4 = (await fechaDelDia(t, DIA4))._id;
    const res = await iniciar(hora('11:00', 'sin-dia@correo.cl'), fechaId4);
    expect(res.statusCode, res.body).toBe(201);
    const { abonoId, token, url } = res.json<IniciarAbonoRespuesta>();
    await t.database.db.delete(fechas).where(eq(fechas.id, fechaId4));
    await volver(await decidirEnFormulario(url!, token!, 'aprobar'));
    expect(await ver(abonoId)).toMatchObject({ estado: 'REEMBOLSADO', motivo: 'hora-perdida' });
    expect(proxy.contar(`POST /rswebpaytransaction/api/webpay/v1.2/transactions/${token}/refunds`)).toBe(1);
    expect(await retenciones()).toHaveLength(0);
  });

  it('a booking the shop removes gets its deposit refunded by the periodic run', async () => {
    const vista = await pagada(hora('16:00', 'quitada@correo.cl'), fechaId2);
    await t.database.db.delete(horasAgendadas).where(eq(horasAgendadas.id, vista.horaAgendada!._id));
    await t.abonos.procesar();
    expect((await fila(vista._id)).estado).toBe('REEMBOLSADO');
  });

  it('«No asistió» keeps the deposit (counted in the sales summary); «Asistió» gives it back its state', async () => {
    const vista = await pagada(hora('17:00', 'noviene@correo.cl'), fechaId2);
    t.reloj.ahora = new Date('2026-11-26T21:00:00Z'); // Thursday 18:00, the hour over.
    const admin = { authorization: `Bearer ${await t.tokenDe(ADMIN)}` };
    const marcar = (asistencia: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/horas-agendadas/${vista.horaAgendada!._id}/asistencia`,
        headers: admin,
        payload: { asistencia },
      });
    const retenido = async () =>
      (await t.app.inject({ url: '/api/ventas/resumen', headers: admin })).json<{
        inasistencias: { montoRetenido: number };
      }>().inasistencias.montoRetenido;
    const antes = await retenido();
    expect((await marcar('NO_ASISTIO')).statusCode).toBe(200);
    expect((await fila(vista._id)).estado).toBe('RETENIDO');
    expect(await retenido()).toBe(antes + 5000);
    expect((await marcar('ASISTIO')).statusCode).toBe(200);
    expect((await fila(vista._id)).estado).toBe('PAGADO');
  });

  it('a waitlist offer for a service with a deposit is paid from its link: the hold changes hands, then the hour is booked', async () => {
    const DIA3 = '2026-11-27';
    const fechaId3 = (await fechaDelDia(t, DIA3))._id;
    await t.database.db.update(fechas).set({ horaFin: '11:45' }).where(eq(fechas.id, fechaId3));
    const ocupada = await agendar(t, fechaId3, hora('11:00', 'ana3@correo.cl', { servicio: 'Degradado' }));
    expect(ocupada.statusCode, ocupada.body).toBe(200);
    const unida = await t.app.inject({
      method: 'POST',
      url: '/api/lista-espera',
      payload: { fechaId: fechaId3, servicio: 'Corte de pelo', nombre: 'Bea Rojas', email: 'bea3@correo.cl' },
    });
    expect(unida.statusCode, unida.body).toBe(201);
    // Only an entry its mailbox confirmed gets offers (decision 053).
    await confirmarDesdeCorreo(t, 'bea3@correo.cl');
    const { entrada, tokenEspera } = unida.json<{ entrada: { _id: string }; tokenEspera: string }>();
    const prueba = { 'x-token-espera': tokenEspera };
    const cliente = ocupada.json<{ tokenCliente: string }>().tokenCliente;
    expect((await cancelar(t, fechaId3, '11:00', '11:45', cliente)).statusCode).toBe(200);
    expect(await t.listaEspera.procesar()).toEqual({ ofrecidas: 1 });

    const directa = await t.app.inject({
      method: 'POST',
      url: `/api/lista-espera/${entrada._id}/agendar`,
      headers: prueba,
    });
    expect(directa.statusCode).toBe(409);
    expect(directa.json()).toMatchObject({ code: 'ABONO_REQUERIDO', abono: { aPagar: 5000 } });
    const sinPrueba = await t.app.inject({ method: 'POST', url: `/api/lista-espera/${entrada._id}/abonar` });
    expect(sinPrueba.statusCode).toBe(403);
    const abonar = await t.app.inject({
      method: 'POST',
      url: `/api/lista-espera/${entrada._id}/abonar`,
      headers: prueba,
    });
    expect(abonar.statusCode, abonar.body).toBe(201);
    const { abonoId, token, url } = abonar.json<IniciarAbonoRespuesta>();
    // The waitlist's hold went in the same transaction that made the payment's.
    expect(
      await t.database.db.select().from(ofertasEspera).where(eq(ofertasEspera.entradaId, entrada._id)),
    ).toHaveLength(0);
    expect((await retenciones()).map((e) => e.summary)).toEqual([
      'Reservada para Bea Rojas (pagando el abono)',
    ]);
    await volver(await decidirEnFormulario(url!, token!, 'aprobar'));
    expect(await ver(abonoId)).toMatchObject({ estado: 'PAGADO', horaInicio: '11:00' });
    expect(await horasDe('bea3@correo.cl')).toHaveLength(1);
  });

  it("the policy is the admin's to write, validated in Spanish", async () => {
    expect((await t.app.inject({ url: '/api/abonos/politica' })).json()).toMatchObject({ ventanaHoras: 24 });
    const anonimo = await t.app.inject({ method: 'PUT', url: '/api/abonos/politica', payload: {} });
    expect(anonimo.statusCode).toBe(401);
    const admin = await t.tokenDe(ADMIN);
    const mala = await t.app.inject({
      method: 'PUT',
      url: '/api/abonos/politica',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        ventanaHoras: -1,
        alCancelarTarde: 'nunca',
        minutosParaPagar: 2,
        inasistenciasParaAbono: 0,
        porcentajePorInasistencias: 50,
      },
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json<{ msg: string }>().msg).toMatch(/anticipación|cancelan|pagar/);
  });
});

describeEnPostgres('abonos en PostgreSQL: carreras', () => {
  let t: AppDePrueba;
  let fechaId: string;
  beforeAll(async () => {
    t = await appDePrueba('postgres');
    fechaId = (await fechaDelDia(t, DIA))._id;
    await t.database.db
      .update(servicios)
      .set({ abonoTipo: 'porcentaje', abonoValor: 30 })
      .where(eq(servicios.servicio, 'Corte de pelo'));
  });
  afterAll(() => t.close());

  it('20 clients paying for the same hour at once: one hold, the others told the hour is taken', async () => {
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/abonos',
          payload: { fechaId, hora: hora('11:00', `c${i}@correo.cl`) },
        }),
      ),
    );
    const codigos = respuestas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 201)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    const held = await t.database.db.select().from(abonos).where(eq(abonos.estado, 'PENDIENTE'));
    expect(held).toHaveLength(1);
    expect(held[0]!.monto).toBe(3600);
  });

  it('the same approved return processed twice in parallel makes one booking', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/abonos',
      payload: { fechaId, hora: hora('11:45', 'doble@correo.cl') },
    });
    const { token, url } = res.json<IniciarAbonoRespuesta>();
    const retorno = await decidirEnFormulario(url!, token!, 'aprobar');
    await Promise.all([
      t.app.inject({ url: retorno }),
      t.app.inject({ url: retorno }),
      t.app.inject({ url: retorno }),
    ]);
    const horas = await t.database.db
      .select()
      .from(horasAgendadas)
      .where(eq(horasAgendadas.email, 'doble@correo.cl'));
    expect(horas).toHaveLength(1);
  });
});
