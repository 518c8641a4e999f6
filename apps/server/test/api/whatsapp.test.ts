import { createHmac } from 'node:crypto';
import { CONSENTIMIENTO_WHATSAPP } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  consentimientosWhatsapp,
  correosOutbox,
  horasAgendadas,
  whatsappMensajes,
  whatsappRecibidos,
} from '../../src/db/schema.js';
import { crearPurga } from '../../src/features/datos-personales/purga.js';
import { crearColaWhatsapp } from '../../src/infra/whatsapp/cola.js';
import * as cola from '../../src/infra/whatsapp/cola.repository.js';
import { PLANTILLAS, type TipoDeMensaje } from '../../src/infra/whatsapp/plantillas.js';
import { crearClienteWhatsapp } from '../../src/infra/whatsapp/whatsapp.client.js';
import {
  iniciarWhatsappSimulado,
  type WhatsappSimulado,
} from '../../src/simuladores/whatsapp/whatsapp-simulado.js';
import { type AppDePrueba, BARBERO } from '../helpers/app.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { agendar, cancelar, fechaDelDia, moverHora, reservaHecha } from '../helpers/reservas.js';
import { CREDENCIALES, conWhatsapp } from '../helpers/whatsapp.js';

const TELEFONO = '+56912345678';
const PARAMETROS = ['Ana', 'Corte de pelo', 'martes 24 de noviembre', '11:00', 'Barbero'];

/** Meta's event for a button pressed on `from`'s phone, as the raw body Meta signs. */
const botonPresionado = (from: string, payload: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: { messages: [{ from, id: `wamid.${from}`, type: 'button', button: { payload } }] },
          },
        ],
      },
    ],
  });
const firma = (secreto: string, datos: string) =>
  `sha256=${createHmac('sha256', secreto).update(datos).digest('hex')}`;

describe.each(BASES)('WhatsApp (%s)', (base) => {
  let wa: WhatsappSimulado;
  let t: AppDePrueba;
  let horaId: string;
  beforeAll(async () => {
    ({ wa, t } = await conWhatsapp(base));
  });
  afterAll(async () => {
    await t.close();
    await wa.cerrar();
  });

  // Each test its own booking: the demo's hours on Tuesday, then Thursday.
  const HORAS = ['11', '12', '13', '15', '16', '17', '18'];
  let n = 0;
  beforeEach(async () => {
    const fecha = await fechaDelDia(t, n < HORAS.length ? '2026-11-24' : '2026-11-26');
    const h = HORAS[n++ % HORAS.length];
    horaId = (
      await reservaHecha(t, fecha._id, {
        horaInicio: `${h}:00`,
        horaFin: `${h}:45`,
        email: `c${n}@correo.cl`,
      })
    ).horaAgendada._id;
    await cola.otorgarConsentimiento(
      t.database.db,
      TELEFONO,
      'Acepto recibir mensajes por WhatsApp',
      t.reloj.ahora,
    );
  });

  const encolar = (tipo: TipoDeMensaje, clave = `${tipo}:${horaId}`) =>
    cola.encolarWhatsapp(
      t.database.db,
      {
        clave,
        tipo,
        horaAgendadaId: horaId,
        telefono: TELEFONO,
        parametros: PARAMETROS,
        respaldo: { para: 'respaldo@correo.cl', asunto: `Respaldo ${clave}`, texto: 'Tu hora' },
      },
      t.reloj.ahora,
    );
  const mensaje = async (clave: string) =>
    (await t.database.db.select().from(whatsappMensajes).where(eq(whatsappMensajes.clave, clave)))[0]!;
  const respaldos = async (clave: string) =>
    (await t.database.db.select().from(correosOutbox)).filter((c) => c.asunto === `Respaldo ${clave}`);
  const ultimoA = () => wa.enviados.at(-1)!;

  it('sends the approved template with its parameters and one button per action, each naming the message', async () => {
    expect(await encolar('recordatorio')).toBe(true);
    // The same kind for the same booking is queued once.
    expect(await encolar('recordatorio')).toBe(false);
    expect(await t.colaWhatsapp!.procesar()).toEqual({ enviados: 1, pendientes: 0 });
    const fila = await mensaje(`recordatorio:${horaId}`);
    const enviado = ultimoA();
    expect(enviado).toMatchObject({
      para: '56912345678',
      plantilla: 'barberia_recordatorio_hora',
      parametros: PARAMETROS,
      botones: [`confirmo:${fila.id}`, `cancelar:${fila.id}`, `cambiar:${fila.id}`],
      etiquetas: ['Confirmo', 'Cancelar hora', 'Cambiar hora'],
    });
    expect(enviado.texto).toContain(
      'te recordamos tu hora de Corte de pelo el martes 24 de noviembre a las 11:00',
    );
    expect(fila).toMatchObject({ estado: 'enviado', wamid: enviado.id });
    expect(await t.colaWhatsapp!.procesar()).toEqual({ enviados: 0, pendientes: 0 });
  });

  it('refused for good (131026 undeliverable): the fallback mail goes once; throttled (130429): tried again later', async () => {
    wa.fallar(131026);
    await encolar('confirmacion');
    await t.colaWhatsapp!.procesar();
    expect(await mensaje(`confirmacion:${horaId}`)).toMatchObject({ estado: 'fallido' });
    expect(await respaldos(`confirmacion:${horaId}`)).toHaveLength(1);

    wa.fallar(130429);
    await encolar('cambio');
    expect(await t.colaWhatsapp!.procesar()).toEqual({ enviados: 0, pendientes: 1 });
    expect(await mensaje(`cambio:${horaId}`)).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(await respaldos(`cambio:${horaId}`)).toHaveLength(0);
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 60_000);
    expect(await t.colaWhatsapp!.procesar()).toEqual({ enviados: 1, pendientes: 0 });
  });

  it('a delivery status moves forward only, and failed falls back to the mail once however often Meta repeats it', async () => {
    await encolar('recordatorio', `estado:${horaId}`);
    await t.colaWhatsapp!.procesar();
    const { id: wamid } = ultimoA();
    expect(await wa.estado(wamid, 'read')).toBe(200);
    expect(await wa.estado(wamid, 'delivered')).toBe(200);
    expect((await mensaje(`estado:${horaId}`)).estado).toBe('leido');
    expect(await wa.estado(wamid, 'failed', 131026)).toBe(200);
    expect(await wa.estado(wamid, 'failed', 131026)).toBe(200);
    expect(await mensaje(`estado:${horaId}`)).toMatchObject({
      estado: 'fallido',
      ultimoError: '131026 Message undeliverable',
    });
    expect(await respaldos(`estado:${horaId}`)).toHaveLength(1);
  });

  it('«Confirmo» marks the booking confirmed; «Cambiar hora» answers with the personal link', async () => {
    await encolar('recordatorio');
    await t.colaWhatsapp!.procesar();
    const { id: wamid } = ultimoA();
    expect(await wa.presionar(wamid, 0)).toBe(200);
    const [hora] = await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, horaId));
    expect(hora!.confirmadaEn).toEqual(t.reloj.ahora);
    await t.colaWhatsapp!.procesar();
    expect(ultimoA()).toMatchObject({
      tipo: 'text',
      para: '56912345678',
      texto: expect.stringContaining('confirmada'),
    });

    expect(await wa.presionar(wamid, 2)).toBe(200);
    await t.colaWhatsapp!.procesar();
    expect(ultimoA().texto).toMatch(/http:\/\/barberia\.test\/agenda\/cancelar\/c\d+%40correo\.cl#token=/);
  });

  it('«Cancelar hora» cancels it as the client’s own cancel does (gone, mailed); pressed again it says so', async () => {
    await encolar('confirmacion');
    await t.colaWhatsapp!.procesar();
    const { id: wamid } = ultimoA();
    expect(await wa.presionar(wamid, 1)).toBe(200);
    expect(await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, horaId))).toEqual(
      [],
    );
    const cancelaciones = (await t.database.db.select().from(correosOutbox)).filter(
      (c) => c.para === `c${n}@correo.cl` && /cancel/i.test(c.asunto),
    );
    expect(cancelaciones).toHaveLength(1);
    await t.colaWhatsapp!.procesar();
    expect(ultimoA().texto).toContain('quedó cancelada');
    expect(await wa.presionar(wamid, 1)).toBe(200);
    await t.colaWhatsapp!.procesar();
    expect(ultimoA().texto).toContain('ya no se puede cancelar');
  });

  it('«Confirmo» or «Cambiar hora» on an hour no longer booked answers with the link to book another (issue 42)', async () => {
    await encolar('recordatorio');
    await t.colaWhatsapp!.procesar();
    const { id: wamid } = ultimoA();
    expect(await wa.presionar(wamid, 1)).toBe(200);
    await t.colaWhatsapp!.procesar();
    expect(ultimoA().texto).toContain('quedó cancelada');
    for (const boton of [0, 2]) {
      // Each press is a new message of the client's: its own answer, sent once.
      expect(await wa.presionar(wamid, boton)).toBe(200);
      await t.colaWhatsapp!.procesar();
      expect(ultimoA()).toMatchObject({
        tipo: 'text',
        para: '56912345678',
        texto:
          'Esa hora ya no está agendada. Puedes agendar otra en nuestra página: http://barberia.test/agenda',
      });
    }
  });

  it('«BAJA» withdraws consent: what was waiting is not sent, its mail goes instead', async () => {
    await encolar('recordatorio', `baja:${horaId}`);
    expect(await wa.escribir(TELEFONO, ' Baja ')).toBe(200);
    await t.colaWhatsapp!.procesar();
    expect(await mensaje(`baja:${horaId}`)).toMatchObject({ estado: 'sin_consentimiento' });
    expect(await respaldos(`baja:${horaId}`)).toHaveLength(1);
    // The answer to the client's own message still goes, in the window it opened.
    expect(ultimoA()).toMatchObject({ tipo: 'text', texto: expect.stringContaining('no te enviaremos más') });
    // Only the number itself gives it back (issue 41).
    expect(await wa.escribir(TELEFONO, 'ALTA')).toBe(200);
    expect(await cola.tieneConsentimiento(t.database.db, TELEFONO)).toBe(true);
    await t.colaWhatsapp!.procesar();
    expect(ultimoA()).toMatchObject({ tipo: 'text', texto: expect.stringContaining('volverás a recibir') });
  });

  /** Meta's event for a text the client wrote, as the raw body Meta signs. */
  const textoEscrito = (from: string, body: string, id: string, enviado = t.reloj.ahora) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  {
                    from,
                    id,
                    timestamp: String(Math.floor(enviado.getTime() / 1000)),
                    type: 'text',
                    text: { body },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  const publicar = (cuerpo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': firma(CREDENCIALES.WHATSAPP_APP_SECRET, cuerpo),
      },
      payload: cuerpo,
    });

  it('a signed event sent again changes nothing: a captured «BAJA» replayed after the «ALTA» (issue 41)', async () => {
    const telefono = '+56977778888';
    const consentido = () => cola.tieneConsentimiento(t.database.db, telefono);
    await cola.otorgarConsentimiento(t.database.db, telefono, CONSENTIMIENTO_WHATSAPP, t.reloj.ahora);
    const baja = textoEscrito('56977778888', 'BAJA', 'wamid.repetido-baja');
    const alta = textoEscrito('56977778888', 'ALTA', 'wamid.repetido-alta');
    expect((await publicar(baja)).statusCode).toBe(200);
    expect(await consentido()).toBe(false);
    expect((await publicar(alta)).statusCode).toBe(200);
    expect(await consentido()).toBe(true);
    // The same bytes, the same valid signature, minutes or days later: Meta gets its 200, nothing moves.
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 3 * 86_400_000);
    try {
      expect((await publicar(baja)).statusCode).toBe(200);
      expect(await consentido()).toBe(true);
      // Nor does a repeat of the «ALTA» undo a later «BAJA».
      expect((await publicar(textoEscrito('56977778888', 'baja', 'wamid.otra-baja'))).statusCode).toBe(200);
      expect((await publicar(alta)).statusCode).toBe(200);
      expect(await consentido()).toBe(false);
    } finally {
      t.reloj.ahora = new Date(t.reloj.ahora.getTime() - 3 * 86_400_000);
    }
  });

  it("a message older than Meta's retries is ignored, and its id is kept only that long (issue 41)", async () => {
    const telefono = '+56977779999';
    const consentido = () => cola.tieneConsentimiento(t.database.db, telefono);
    await cola.otorgarConsentimiento(t.database.db, telefono, CONSENTIMIENTO_WHATSAPP, t.reloj.ahora);
    const dias = (n: number) => new Date(t.reloj.ahora.getTime() - n * 86_400_000);
    // Sent 8 days ago, never seen: no retry of Meta's comes that late, so it is a replay.
    expect((await publicar(textoEscrito('56977779999', 'BAJA', 'wamid.vieja', dias(8)))).statusCode).toBe(
      200,
    );
    expect(await consentido()).toBe(true);
    // 6 days ago: still one Meta may be retrying.
    expect((await publicar(textoEscrito('56977779999', 'BAJA', 'wamid.reciente', dias(6)))).statusCode).toBe(
      200,
    );
    expect(await consentido()).toBe(false);
    const guardado = () =>
      t.database.db.select().from(whatsappRecibidos).where(eq(whatsappRecibidos.wamid, 'wamid.reciente'));
    expect(await guardado()).toHaveLength(1);
    // The purge keeps an id while its message could still come (7 days and one more), then drops it.
    const purgaEn = (ahora: Date) =>
      crearPurga({ db: t.database.db, clock: () => ahora, log: t.app.log, retencionMeses: 24 }).procesar();
    expect((await purgaEn(new Date(t.reloj.ahora.getTime() + 7 * 86_400_000))).whatsappRecibidos).toBe(0);
    expect(await guardado()).toHaveLength(1);
    expect(
      (await purgaEn(new Date(t.reloj.ahora.getTime() + 9 * 86_400_000))).whatsappRecibidos,
    ).toBeGreaterThan(0);
    expect(await guardado()).toHaveLength(0);
  });

  it('refuses a webhook that is unsigned, forged or signed over other bytes, with 401 and nothing done', async () => {
    await encolar('recordatorio');
    await t.colaWhatsapp!.procesar();
    const fila = await mensaje(`recordatorio:${horaId}`);
    const cuerpo = botonPresionado('56912345678', `cancelar:${fila.id}`);
    const enviar = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: cuerpo,
      });
    for (const headers of <Record<string, string>[]>[
      {},
      { 'x-hub-signature-256': firma('otro-secreto', cuerpo) },
      { 'x-hub-signature-256': firma(CREDENCIALES.WHATSAPP_APP_SECRET, `${cuerpo} `) },
      { 'x-hub-signature-256': 'sha256=' },
    ]) {
      const res = await enviar(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        msg: 'La firma del aviso de WhatsApp no es válida.',
        code: 'WHATSAPP_FIRMA_INVALIDA',
      });
    }
    expect(
      await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, horaId)),
    ).toHaveLength(1);
    // The right signature over the same bytes acts.
    expect(
      (await enviar({ 'x-hub-signature-256': firma(CREDENCIALES.WHATSAPP_APP_SECRET, cuerpo) })).statusCode,
    ).toBe(200);
    expect(
      await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, horaId)),
    ).toHaveLength(0);
  });

  it('a button pressed from another phone does nothing', async () => {
    await encolar('recordatorio');
    await t.colaWhatsapp!.procesar();
    const fila = await mensaje(`recordatorio:${horaId}`);
    const cuerpo = botonPresionado('56987654321', `cancelar:${fila.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': firma(CREDENCIALES.WHATSAPP_APP_SECRET, cuerpo),
      },
      payload: cuerpo,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(horasAgendadas).where(eq(horasAgendadas.id, horaId)),
    ).toHaveLength(1);
  });

  it('answers Meta’s subscription check only with the verify token', async () => {
    const verificar = (token: string, mode = 'subscribe') =>
      t.app.inject({
        url: `/api/whatsapp/webhook?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      });
    const ok = await verificar(CREDENCIALES.WHATSAPP_VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    for (const res of [
      await verificar('otro-token-cualquiera'),
      await verificar(CREDENCIALES.WHATSAPP_VERIFY_TOKEN, 'x'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ msg: string }>().msg).toBe('La verificación del webhook de WhatsApp no es válida.');
    }
  });
});

describe.each(BASES)('una reserva por WhatsApp (%s)', (base) => {
  let wa: WhatsappSimulado;
  let t: AppDePrueba;
  beforeAll(async () => {
    ({ wa, t } = await conWhatsapp(base));
  });
  afterAll(async () => {
    await t.close();
    await wa.cerrar();
  });
  const mensajesDe = async (horaAgendadaId: string) =>
    t.database.db.select().from(whatsappMensajes).where(eq(whatsappMensajes.horaAgendadaId, horaAgendadaId));

  it('with phone and consent: the confirmation, the change and the cancellation go to WhatsApp, the mails as always', async () => {
    const martes = await fechaDelDia(t, '2026-11-24');
    const cliente = { email: 'wsp@correo.cl', nombre: 'Ana', telefono: '9 1111 2222' };
    const { horaAgendada, tokenCliente } = await reservaHecha(t, martes._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      ...cliente,
      consentimientoWhatsapp: true,
    });
    const [consentimiento] = await t.database.db
      .select()
      .from(consentimientosWhatsapp)
      .where(eq(consentimientosWhatsapp.telefono, '+56911112222'));
    expect(consentimiento).toMatchObject({
      texto: CONSENTIMIENTO_WHATSAPP,
      otorgadoEn: t.reloj.ahora,
      retiradoEn: null,
    });
    expect(await mensajesDe(horaAgendada._id)).toEqual([
      expect.objectContaining({
        tipo: 'confirmacion',
        telefono: '+56911112222',
        parametros: ['Ana', 'Corte de pelo', 'martes, 24 de noviembre', '11:00', 'Diego'],
      }),
    ]);
    await t.colaWhatsapp!.procesar();
    expect(wa.enviados.at(-1)).toMatchObject({ plantilla: 'barberia_hora_agendada', para: '56911112222' });

    // Moved: the new booking gets «cambio»; its later bookings need no box ticked again.
    const movida = await moverHora(
      t,
      { fechaId: martes._id, horaInicio: '11:00', token: tokenCliente },
      { fechaId: martes._id, horaInicio: '12:00' },
      cliente,
    );
    const [nueva] = await t.database.db
      .select()
      .from(horasAgendadas)
      .where(eq(horasAgendadas.horaInicio, '12:00'));
    expect((await mensajesDe(nueva!.id)).map((m) => m.tipo)).toEqual(['cambio']);
    const cancelada = await cancelar(t, martes._id, '12:00', '12:45', movida);
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect((await mensajesDe(nueva!.id)).map((m) => m.tipo).sort()).toEqual(['cambio', 'cancelacion']);
  });

  it('a «BAJA» stays until the number itself writes «ALTA»: a booking with its box ticked does not undo it (issue 41)', async () => {
    const telefono = '+56955556666';
    const consentimiento = async (numero = telefono) =>
      (
        await t.database.db
          .select()
          .from(consentimientosWhatsapp)
          .where(eq(consentimientosWhatsapp.telefono, numero))
      )[0];
    const viernes = await fechaDelDia(t, '2026-11-27');
    const reservar = (horaInicio: string, email: string) =>
      reservaHecha(t, viernes._id, {
        horaInicio,
        horaFin: horaInicio.replace(':00', ':45'),
        email,
        telefono,
        consentimientoWhatsapp: true,
      });
    await reservar('11:00', 'duena@correo.cl');
    expect(await wa.escribir(telefono, 'BAJA')).toBe(200);
    expect(await consentimiento()).toMatchObject({ retiradoEn: t.reloj.ahora, retiradoPor: 'whatsapp' });

    // Someone books with that number and the box ticked: the opt-out stays, nothing goes to that phone.
    const ajena = await reservar('12:00', 'otro@correo.cl');
    expect(await consentimiento()).toMatchObject({ retiradoEn: t.reloj.ahora, retiradoPor: 'whatsapp' });
    expect(await mensajesDe(ajena.horaAgendada._id)).toEqual([]);

    // The number writes ALTA: its consent is back, with the text it had accepted, and it is told so.
    expect(await wa.escribir(telefono, 'Alta')).toBe(200);
    expect(await consentimiento()).toMatchObject({
      texto: CONSENTIMIENTO_WHATSAPP,
      retiradoEn: null,
      retiradoPor: null,
    });
    await t.colaWhatsapp!.procesar();
    expect(wa.enviados.filter((e) => e.para === '56955556666').at(-1)).toMatchObject({
      tipo: 'text',
      texto: expect.stringContaining('volverás a recibir'),
    });
    const propia = await reservar('13:00', 'duena@correo.cl');
    expect((await mensajesDe(propia.horaAgendada._id)).map((m) => m.tipo)).toEqual(['confirmacion']);
    // A word gives no consent to a number that never had one.
    expect(await wa.escribir('+56944443333', 'ALTA')).toBe(200);
    expect(await consentimiento('+56944443333')).toBeUndefined();
  });

  it('«Habilitar» by the barber tells the client on WhatsApp too', async () => {
    const jueves = await fechaDelDia(t, '2026-11-26');
    const { horaAgendada } = await reservaHecha(t, jueves._id, {
      horaInicio: '13:00',
      horaFin: '13:45',
      email: 'habilitar@correo.cl',
      telefono: '+56966667777',
      consentimientoWhatsapp: true,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/fechas/${jueves._id}/habilitar-hora`,
      headers: { authorization: `Bearer ${await t.tokenDe(BARBERO)}` },
      payload: { horaInicio: '13:00', horaFin: '13:45', motivo: 'Me enfermé' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mensajesDe(horaAgendada._id)).map((m) => m.tipo).sort()).toEqual([
      'cancelacion',
      'confirmacion',
    ]);
  });

  it('without the box ticked, or without a phone, nothing goes to WhatsApp; the box without a phone is a 400', async () => {
    const martes = await fechaDelDia(t, '2026-11-24');
    const sinCasilla = await reservaHecha(t, martes._id, {
      horaInicio: '15:00',
      horaFin: '15:45',
      email: 'sin-casilla@correo.cl',
      telefono: '+56 9 3333 4444',
    });
    expect(await mensajesDe(sinCasilla.horaAgendada._id)).toEqual([]);
    const sinTelefono = await agendar(t, martes._id, {
      horaInicio: '16:00',
      horaFin: '16:45',
      consentimientoWhatsapp: true,
    });
    expect(sinTelefono.statusCode).toBe(400);
    expect(sinTelefono.json<{ msg: string }>().msg).toBe(
      'Para recibir avisos por WhatsApp, escribe tu celular.',
    );
  });

  it('the reminder goes on WhatsApp instead of the mail, and the mail goes if WhatsApp cannot deliver it', async () => {
    const miercoles = await fechaDelDia(t, '2026-11-25');
    for (const [hora, telefono] of [
      ['11:00', '+56955550001'],
      ['12:00', '+56955550002'],
    ] as const)
      await reservaHecha(t, miercoles._id, {
        horaInicio: hora,
        horaFin: hora.replace(':00', ':45'),
        email: `r${telefono}@correo.cl`,
        telefono,
        consentimientoWhatsapp: true,
      });
    const recordatorios = async (para: string) =>
      (await t.database.db.select().from(correosOutbox)).filter(
        (c) => c.para === para && c.asunto.startsWith('Recordatorio'),
      );
    await t.colaWhatsapp!.procesar();
    // 24 hours before Wednesday 11:00 and 12:00 (14:00 and 15:00 UTC).
    t.reloj.ahora = new Date('2026-11-24T15:00:00Z');
    // These two, and Tuesday's 15:00 of the test before (no box ticked), whose reminder is a mail.
    expect((await t.recordatorios.procesar()).recordatorios).toBe(3);
    expect(await recordatorios('r+56955550001@correo.cl')).toEqual([]);
    expect(await recordatorios('sin-casilla@correo.cl')).toHaveLength(1);
    wa.fallar(131026);
    await t.colaWhatsapp!.procesar();
    expect(wa.enviados.at(-1)).toMatchObject({ plantilla: 'barberia_recordatorio_hora' });
    // One went (the second), one was refused: its mail, with the .ics, went instead.
    const [respaldo, ...otros] = [
      ...(await recordatorios('r+56955550001@correo.cl')),
      ...(await recordatorios('r+56955550002@correo.cl')),
    ];
    expect(otros).toEqual([]);
    expect(respaldo!.adjuntos).toHaveLength(1);
  });
});

describe('the stand-in keeps Meta’s contract', () => {
  let wa: WhatsappSimulado;
  beforeAll(async () => {
    wa = await iniciarWhatsappSimulado({
      token: 'bueno',
      phoneNumberId: '123456789',
      version: 'v23.0',
      appSecret: 'x'.repeat(20),
      plantillas: [{ ...PLANTILLAS.cancelacion, idioma: 'es' }],
    });
  });
  afterAll(() => wa.cerrar());
  const cliente = (token = 'bueno', version = 'v23.0') =>
    crearClienteWhatsapp({ apiUrl: wa.url, version, token, phoneNumberId: '123456789', timeoutMs: 2000 });
  const plantilla = {
    nombre: PLANTILLAS.cancelacion.nombre,
    idioma: 'es',
    parametros: PARAMETROS,
    botones: [],
  };

  it('accepts the approved template and answers a wamid', async () => {
    expect(await cliente().enviarPlantilla(TELEFONO, plantilla)).toMatch(/^wamid\./);
  });

  it.each([
    [
      'a wrong token',
      () => cliente('malo').enviarPlantilla(TELEFONO, plantilla),
      'WhatsappNoDisponible',
      /código 190/,
    ],
    [
      'an unknown template',
      () => cliente().enviarPlantilla(TELEFONO, { ...plantilla, nombre: 'otra' }),
      'WhatsappRechazo',
      /132001/,
    ],
    [
      'another language',
      () => cliente().enviarPlantilla(TELEFONO, { ...plantilla, idioma: 'es_MX' }),
      'WhatsappRechazo',
      /132001/,
    ],
    [
      'a missing parameter',
      () => cliente().enviarPlantilla(TELEFONO, { ...plantilla, parametros: PARAMETROS.slice(1) }),
      'WhatsappRechazo',
      /132000/,
    ],
    [
      'a button the template lacks',
      () => cliente().enviarPlantilla(TELEFONO, { ...plantilla, botones: ['x'] }),
      'WhatsappRechazo',
      /código 100/,
    ],
    [
      'an empty parameter',
      () => cliente().enviarPlantilla(TELEFONO, { ...plantilla, parametros: [...PARAMETROS.slice(1), ' '] }),
      'WhatsappRechazo',
      /código 100/,
    ],
  ])('refuses %s as Meta does', async (_caso, enviar, clase, codigo) => {
    const error = await enviar().catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe(clase);
    expect((error as Error).message).toMatch(codigo);
  });
});

describeEnPostgres('WhatsApp con varias instancias (postgres)', () => {
  it('four workers racing send each message exactly once', async () => {
    const { wa, t } = await conWhatsapp('postgres');
    try {
      const fecha = await fechaDelDia(t, '2026-11-25');
      await cola.otorgarConsentimiento(t.database.db, TELEFONO, 'Acepto', t.reloj.ahora);
      const claves: string[] = [];
      for (const h of ['11', '12', '13', '15', '16', '17', '18', '19']) {
        const { horaAgendada } = await reservaHecha(t, fecha._id, {
          horaInicio: `${h}:00`,
          horaFin: `${h}:45`,
        });
        for (const tipo of ['confirmacion', 'recordatorio'] as const) {
          // Two instances queue the same kind for the same booking: one row.
          const clave = `${tipo}:${horaAgendada._id}`;
          const nuevo = {
            clave,
            tipo,
            horaAgendadaId: horaAgendada._id,
            telefono: TELEFONO,
            parametros: PARAMETROS,
          };
          await Promise.all([1, 2].map(() => cola.encolarWhatsapp(t.database.db, nuevo, t.reloj.ahora)));
          claves.push(clave);
        }
      }
      const trabajador = () =>
        crearColaWhatsapp({
          db: t.database.db,
          whatsapp: crearClienteWhatsapp({
            apiUrl: wa.url,
            version: 'v23.0',
            token: CREDENCIALES.WHATSAPP_TOKEN,
            phoneNumberId: CREDENCIALES.WHATSAPP_PHONE_NUMBER_ID,
            timeoutMs: 5000,
          }),
          idioma: 'es',
          plantillas: PLANTILLAS,
          clock: () => t.reloj.ahora,
          log: t.app.log,
        });
      const trabajadores = Array.from({ length: 4 }, trabajador);
      await Promise.all(trabajadores.map((w) => w.procesar()));
      await Promise.all(trabajadores.map((w) => w.procesar()));
      expect(wa.enviados).toHaveLength(claves.length);
      const porMensaje = new Set(wa.enviados.map((e) => e.botones[0]));
      expect(porMensaje.size).toBe(claves.length);
    } finally {
      await t.close();
      await wa.cerrar();
    }
  });
});
