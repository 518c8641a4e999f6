import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappSimulado } from '../../src/simuladores/whatsapp/whatsapp-simulado.js';
import type { AppDePrueba } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { cancelar, fechaDelDia, horasDeEmail, reservaHecha } from '../helpers/reservas.js';
import { conWhatsapp } from '../helpers/whatsapp.js';

/**
 * Issue 41, High 1 (decision 051): the phone on a booking is never verified, so the link that «Cambiar hora»
 * sends to it must prove that one hour, not every booking of the e-mail typed beside it.
 */
describe.each(BASES)('«Cambiar hora» por WhatsApp (%s)', (base) => {
  let wa: WhatsappSimulado;
  let t: AppDePrueba;
  beforeAll(async () => {
    ({ wa, t } = await conWhatsapp(base));
  });
  afterAll(async () => {
    await t.close();
    await wa.cerrar();
  });

  it("answers a link that opens only the hour the message was about, never the e-mail's other bookings", async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const VICTIMA = 'victima@correo.cl';
    // The victim's own booking, without a phone.
    await reservaHecha(t, fecha._id, { horaInicio: '11:00', horaFin: '11:45', email: VICTIMA });
    // Someone else books with the victim's e-mail and their own phone, ticking the WhatsApp box.
    const ajena = await reservaHecha(t, fecha._id, {
      horaInicio: '15:00',
      horaFin: '15:45',
      email: VICTIMA,
      telefono: '+56987654321',
      consentimientoWhatsapp: true,
    });
    await t.colaWhatsapp!.procesar();
    const confirmacion = wa.enviados.at(-1)!;
    expect(confirmacion.para).toBe('56987654321');
    expect(await wa.presionar(confirmacion.id, 2)).toBe(200);
    await t.colaWhatsapp!.procesar();
    const texto = wa.enviados.at(-1)!.texto ?? '';
    const token = /\/agenda\/cancelar\/victima%40correo\.cl#token=([\w.-]+)/.exec(texto)?.[1];
    expect(token, texto).toBeTruthy();

    // With it: that one hour, and nothing else of the victim.
    const horas = await horasDeEmail(t, VICTIMA, token);
    expect(horas.statusCode, horas.body).toBe(200);
    const vistas = horas.json<{ horasAgendadas: { _id: string }[] }[]>().flatMap((f) => f.horasAgendadas);
    expect(vistas.map((h) => h._id)).toEqual([ajena.horaAgendada._id]);
    const ataque = await cancelar(t, fecha._id, '11:00', '11:45', token);
    expect(ataque.statusCode, ataque.body).toBe(403);
    // The hour it was about can still be moved or cancelled from the link.
    const propia = await cancelar(t, fecha._id, '15:00', '15:45', token);
    expect(propia.statusCode, propia.body).toBe(200);
  });
});
