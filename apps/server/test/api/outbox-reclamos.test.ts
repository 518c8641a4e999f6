import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { correosOutbox } from '../../src/db/schema.js';
import * as repo from '../../src/infra/correo/bandeja.repository.js';
import type { Mailer } from '../../src/infra/correo/mailer.js';
import { crearOutbox, MAXIMO_INTENTOS } from '../../src/infra/correo/outbox.js';
import { BASES, baseDePrueba } from '../helpers/databases.js';

const log = { warn: () => {}, error: () => {}, info: () => {} } as never;
const SEIS_MINUTOS = 6 * 60_000;

describe.each(BASES)('reclamos de la bandeja de salida entre trabajadores (%s)', (base) => {
  let database: Database;
  beforeAll(async () => {
    database = await baseDePrueba(base);
  });
  afterAll(() => database.close());

  const limpiar = () => database.db.delete(correosOutbox).where(sql`true`);
  /** The workers' clock in these cases: each mail is queued due at it. */
  const T0 = new Date('2026-11-23T12:00:00Z');
  const fila = async (id: string) =>
    (await database.db.select().from(correosOutbox).where(eq(correosOutbox.id, id)))[0]!;

  it("a worker whose lease ran out and was re-claimed cannot overwrite the new owner's result", async () => {
    await limpiar();
    const id = await repo.encolarCorreo(database.db, { para: 'a@correo.cl', asunto: 'A', texto: 'a' }, T0);

    const [viejo] = await repo.reclamarPendientes(database.db, T0, 10, 5 * 60_000);
    const [nuevo] = await repo.reclamarPendientes(
      database.db,
      new Date(T0.getTime() + SEIS_MINUTOS),
      10,
      5 * 60_000,
    );
    expect(nuevo?.intentos).toBe(2);
    await repo.marcarEnviado(database.db, nuevo!, new Date(T0.getTime() + SEIS_MINUTOS));
    // The first worker comes back late with a failure: nothing changes.
    await repo.marcarFallido(database.db, viejo!, new Date(T0.getTime() + 3_600_000), 'timeout tardío');
    expect(await fila(id)).toMatchObject({ estado: 'enviado', ultimoError: null });
    expect(await repo.renovarReclamo(database.db, viejo!, new Date())).toBe(false);
  });

  it("renews each mail's lease before its turn: a mail taken over while the batch was slow is sent once", async () => {
    await limpiar();
    for (const para of ['1@correo.cl', '2@correo.cl'])
      await repo.encolarCorreo(database.db, { para, asunto: 'S', texto: 't' }, T0);
    const reloj = { ahora: T0 };
    const clock = () => reloj.ahora;
    const enviados: string[] = [];
    const rapido: Mailer = { enviar: async (c) => void enviados.push(c.para), close: () => {} };
    const otro = crearOutbox({ db: database.db, mailer: rapido, clock, log });
    let primera = true;
    const lento: Mailer = {
      async enviar(c) {
        enviados.push(c.para);
        if (primera) {
          primera = false;
          // The first send outlasts the lease; meanwhile another instance claims what is left and sends it.
          reloj.ahora = new Date(reloj.ahora.getTime() + SEIS_MINUTOS);
          await otro.procesar();
        }
      },
      close: () => {},
    };
    await crearOutbox({ db: database.db, mailer: lento, clock, log }).procesar();
    expect([...enviados].sort()).toEqual(['1@correo.cl', '1@correo.cl', '2@correo.cl']);
    // Mail 1 was in flight when its lease ran out, so the other worker sent it too (at-least-once);
    // mail 2 had not started: the slow worker lost its claim and left it alone.
    expect(enviados.filter((p) => p === '2@correo.cl')).toHaveLength(1);
  });

  it(`gives a mail up after ${MAXIMO_INTENTOS} failed attempts, keeps it, and never tries it again`, async () => {
    await limpiar();
    const id = await repo.encolarCorreo(database.db, { para: 'x@correo.cl', asunto: 'X', texto: 'x' }, T0);
    await database.db
      .update(correosOutbox)
      .set({ intentos: MAXIMO_INTENTOS - 1 })
      .where(eq(correosOutbox.id, id));
    let intentos = 0;
    const caido: Mailer = {
      enviar: async () => {
        intentos++;
        throw new Error('550 buzón inexistente');
      },
      close: () => {},
    };
    const reloj = { ahora: new Date('2026-11-23T12:00:00Z') };
    const outbox = crearOutbox({ db: database.db, mailer: caido, clock: () => reloj.ahora, log });
    await outbox.procesar();
    expect(await fila(id)).toMatchObject({ estado: 'descartado', intentos: MAXIMO_INTENTOS });
    reloj.ahora = new Date(reloj.ahora.getTime() + 86_400_000);
    await outbox.procesar();
    expect(intentos).toBe(1);
  });
});
