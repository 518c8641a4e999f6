import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox } from '../../src/db/schema.js';
import { smtpMailer } from '../../src/features/correos/mailer.js';
import { type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';
import { servidorSmtp } from '../helpers/smtp.js';

describe.each(BASES)('bandeja de salida con un servidor SMTP real (%s)', (base) => {
  let t: AppDePrueba;
  let smtp: Awaited<ReturnType<typeof servidorSmtp>>;
  beforeAll(async () => {
    smtp = await servidorSmtp();
    t = await appDePrueba(base, { mailer: smtpMailer(smtp.url, 'Barbería <no-responder@barberia.test>') });
  });
  afterAll(async () => {
    await t.close();
    await smtp.detener();
  });

  const pendientes = async () =>
    (await t.database.db.select().from(correosOutbox)).filter((c) => c.estado === 'pendiente');

  it('entrega la confirmación de una reserva', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const res = await agendar(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      email: 'ana@correo.cl',
      nombre: 'Ana',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.outbox.procesar()).toEqual({ enviados: 1, fallidos: 0 });
    const correo = smtp.recibidos.find((c) => c.para.includes('ana@correo.cl'));
    expect(correo?.asunto).toBe('Tu hora en Barbería Maipú ha sido agendada');
    expect(correo?.texto).toContain('Hora: 11:00 a 11:45 hrs');
    expect(correo?.texto).toContain('martes, 24 de noviembre de 2026');
    expect(await pendientes()).toEqual([]);
  });

  it('con el SMTP caído la reserva se guarda igual; el correo se reintenta y llega cuando vuelve', async () => {
    await smtp.detener();
    const fecha = await fechaDelDia(t, '2026-11-24');
    const reservas = await Promise.all(
      ['12:00', '15:00', '16:00'].map((h, i) =>
        agendar(t, fecha._id, {
          horaInicio: h,
          horaFin: `${String(Number(h.slice(0, 2))).padStart(2, '0')}:45`,
          email: `caida${i}@correo.cl`,
        }),
      ),
    );
    expect(reservas.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    expect(await t.outbox.procesar()).toEqual({ enviados: 0, fallidos: 3 });
    const tras1 = await pendientes();
    expect(tras1).toHaveLength(3);
    expect(tras1.every((c) => c.intentos === 1 && c.ultimoError)).toBe(true);
    // Not due yet: the next attempt waits (30 s after the first failure).
    expect(await t.outbox.procesar()).toEqual({ enviados: 0, fallidos: 0 });

    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 31_000);
    expect(await t.outbox.procesar()).toEqual({ enviados: 0, fallidos: 3 });
    expect((await pendientes()).every((c) => c.intentos === 2)).toBe(true);

    await smtp.iniciar();
    t.reloj.ahora = new Date(t.reloj.ahora.getTime() + 61_000);
    expect(await t.outbox.procesar()).toEqual({ enviados: 3, fallidos: 0 });
    expect(await pendientes()).toEqual([]);
    for (const i of [0, 1, 2]) {
      expect(smtp.recibidos.filter((c) => c.para.includes(`caida${i}@correo.cl`))).toHaveLength(1);
    }
    const enviados = await t.database.db
      .select()
      .from(correosOutbox)
      .where(eq(correosOutbox.estado, 'enviado'));
    expect(enviados.every((c) => c.enviadoEn !== null)).toBe(true);
  });
});
