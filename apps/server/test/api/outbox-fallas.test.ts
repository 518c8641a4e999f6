import type { HabilitarHoraRespuesta } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correosOutbox, horasAgendadas } from '../../src/db/schema.js';
import * as repo from '../../src/infra/correo/bandeja.repository.js';
import type { Correo, Mailer } from '../../src/infra/correo/mailer.js';
import { smtpMailer } from '../../src/infra/correo/mailer.js';
import { crearOutbox } from '../../src/infra/correo/outbox.js';
import { type AppDePrueba, appDelBloque, appDePrueba, BARBERO } from '../helpers/app.js';
import { esOk, pedidor } from '../helpers/back-office.js';
import { BASES, describeEnPostgres, sesionesEsperandoBloqueo } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';
import { smtpColgado } from '../helpers/smtp-colgado.js';

/** A mailer that keeps what it is asked to send. */
function mailerQueGuarda() {
  const enviados: Correo[] = [];
  const mailer: Mailer = {
    enviar: async (c) => {
      enviados.push(c);
    },
    close: () => {},
  };
  return { mailer, enviados };
}

const LEASE_MS = 5 * 60_000;

describe.each(BASES)('bandeja de salida: un trabajador caído y un servidor SMTP colgado (%s)', (base) => {
  let t: AppDePrueba;
  let colgado: Awaited<ReturnType<typeof smtpColgado>>;
  beforeAll(async () => {
    colgado = await smtpColgado();
    t = await appDePrueba(base, { mailer: smtpMailer(colgado.url, 'Barbería <no-responder@barberia.test>') });
  });
  afterAll(async () => {
    await colgado.detener();
    await t.close();
  });

  it('un correo reclamado por un trabajador que murió vuelve a enviarse cuando vence su plazo, una sola vez', async () => {
    const { mailer, enviados } = mailerQueGuarda();
    const id = await repo.encolarCorreo(
      t.database.db,
      { para: 'lease@correo.cl', asunto: 'A', texto: 'T' },
      t.reloj.ahora,
    );
    // The dead worker: it claimed the mail and never marked it sent or failed.
    const reclamados = await repo.reclamarPendientes(t.database.db, t.reloj.ahora, 20, LEASE_MS);
    expect(reclamados.map((c) => c.id)).toContain(id);
    const outbox = crearOutbox({ db: t.database.db, mailer, clock: () => t.reloj.ahora, log: t.app.log });
    const inicio = t.reloj.ahora;
    try {
      await outbox.procesar();
      expect(enviados.filter((c) => c.para === 'lease@correo.cl')).toHaveLength(0);
      t.reloj.ahora = new Date(inicio.getTime() + LEASE_MS - 1000);
      await outbox.procesar();
      expect(enviados.filter((c) => c.para === 'lease@correo.cl')).toHaveLength(0);
      t.reloj.ahora = new Date(inicio.getTime() + LEASE_MS + 1000);
      await outbox.procesar();
      await outbox.procesar();
      expect(enviados.filter((c) => c.para === 'lease@correo.cl')).toHaveLength(1);
      const [fila] = await t.database.db.select().from(correosOutbox).where(eq(correosOutbox.id, id));
      expect(fila).toMatchObject({ estado: 'enviado', intentos: 2 });
    } finally {
      t.reloj.ahora = inicio;
    }
  });

  it('con un SMTP que no responde, habilitar una hora contesta a tiempo con correoEnviado false', async () => {
    const barbero = await t.tokenDe(BARBERO);
    const fecha = await fechaDelDia(t, '2026-11-26');
    const hora = { horaInicio: '11:00', horaFin: '11:45' };
    await esOk(agendar(t, fecha._id, { ...hora, nombre: 'Cata', email: 'colgado@correo.cl' }));
    const inicio = Date.now();
    const res = await esOk<HabilitarHoraRespuesta>(
      pedidor(t)('PUT', `/api/fechas/${fecha._id}/habilitar-hora`, barbero, { ...hora, motivo: 'Lluvia.' }),
    );
    // The barber waits the 5 s the service allows, not the SMTP client's own minutes.
    expect(Date.now() - inicio).toBeLessThan(15_000);
    expect(res).toMatchObject({ correoEnviado: false, email: 'colgado@correo.cl' });
    expect(colgado.abiertas).toBeGreaterThan(0);
    const [correo] = await t.database.db
      .select()
      .from(correosOutbox)
      .where(eq(correosOutbox.para, 'colgado@correo.cl'))
      .then((filas) => filas.filter((c) => c.asunto.endsWith('fue cancelada')));
    expect(correo).toMatchObject({ estado: 'pendiente' });
  }, 30_000);

  it('la bandeja no se queda esperando a un SMTP mudo: cada intento termina a tiempo, la reserva queda y el error lo dice en español', async () => {
    // The same silent server, with a mailer that waits 500 ms a step (SMTP_TIMEOUT_MS).
    const outbox = crearOutbox({
      db: t.database.db,
      mailer: smtpMailer(colgado.url, 'Barbería <no-responder@barberia.test>', 500),
      clock: () => t.reloj.ahora,
      log: t.app.log,
    });
    const fecha = await fechaDelDia(t, '2026-11-27');
    await esOk(agendar(t, fecha._id, { horaInicio: '12:00', horaFin: '12:45', email: 'mudo@correo.cl' }));
    const inicio = Date.now();
    const { fallidos } = await outbox.procesar();
    // Without its own timeouts nodemailer waits 30 s for each greeting, one mail after another.
    expect(Date.now() - inicio).toBeLessThan(10_000);
    expect(fallidos).toBeGreaterThan(0);
    const [correo] = await t.database.db
      .select()
      .from(correosOutbox)
      .where(eq(correosOutbox.para, 'mudo@correo.cl'));
    expect(correo).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(correo?.ultimoError).toContain(
      `El servidor SMTP ${new URL(colgado.url).host} no respondió a tiempo`,
    );
    // The booking stands.
    const reservas = await t.database.db
      .select()
      .from(horasAgendadas)
      .where(eq(horasAgendadas.email, 'mudo@correo.cl'));
    expect(reservas).toHaveLength(1);
  }, 30_000);
});

// Two workers on one PGlite connection cannot overlap; on PostgreSQL they do.
describeEnPostgres('dos trabajadores de la bandeja a la vez (postgres)', () => {
  const t = appDelBloque('postgres');

  it('el segundo salta los correos que el primero tiene reclamados: cada correo sale una vez', async () => {
    const db = t.database.db;
    const ids = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        repo.encolarCorreo(db, { para: `par${i}@correo.cl`, asunto: 'A', texto: 'T' }, t.reloj.ahora),
      ),
    );
    const { mailer, enviados } = mailerQueGuarda();
    const segundo = crearOutbox({ db, mailer, clock: () => t.reloj.ahora, log: t.app.log });
    let delSegundo: Promise<{ enviados: number; fallidos: number }> | undefined;
    // The first worker is in the middle of its claim, its transaction still open.
    const delPrimero = await db.transaction(async (tx) => {
      const reclamados = await repo.reclamarPendientes(tx, t.reloj.ahora, 20, LEASE_MS);
      delSegundo = segundo.procesar();
      // Either the second worker finishes, or PostgreSQL shows it waiting on the first one's rows.
      let listo = false;
      const termino = delSegundo.then(() => {
        listo = true;
        return 'terminó';
      });
      const espera = (async () => {
        while (!listo) if ((await sesionesEsperandoBloqueo(db)) > 0) return 'esperando';
        return 'terminó';
      })();
      const resultado = await Promise.race([termino, espera]);
      expect(resultado, 'el segundo trabajador esperó al primero en vez de saltar sus filas').toBe('terminó');
      return reclamados;
    });
    expect(delPrimero.map((c) => c.id).sort()).toEqual(expect.arrayContaining([...ids].sort()));
    expect(await delSegundo).toEqual({ enviados: 0, fallidos: 0 });
    expect(enviados.filter((c) => c.para.startsWith('par'))).toEqual([]);
  });
});
