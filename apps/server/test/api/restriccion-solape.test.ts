import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horasAgendadas } from '../../src/db/schema.js';
import { pgCode } from '../../src/plugins/app-error.js';
import { type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { crearOtroBarbero } from '../helpers/back-office.js';
import { BASES, describeEnPostgres } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

/** A booking row for that day (Santiago is at -03:00 in late November), without the service's checks. */
const fila = (
  dia: string,
  fechaId: string,
  barberoId: string,
  desde: string,
  hasta: string,
  email: string,
) => ({
  fechaId,
  barberoId,
  horaInicio: desde,
  horaFin: hasta,
  inicio: new Date(`${dia}T${desde}:00-03:00`),
  fin: new Date(`${dia}T${hasta}:00-03:00`),
  nombre: 'Directo',
  email,
  servicio: 'Corte de pelo',
});

/**
 * The exclusion constraint `horas_agendadas_sin_solape` (drizzle/0001_reglas_de_reserva.sql) is the
 * last word on double booking. The row lock on the day usually decides first, so these tests reach
 * the constraint on their own: straight inserts, and a writer that goes around the lock.
 */
describe.each(BASES)('la base de datos impide dos horas solapadas de un barbero (%s)', (base) => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba(base);
  });
  afterAll(() => t.close());

  it('rechaza con 23P01 una segunda fila que se solapa; acepta la contigua y la de otro barbero', async () => {
    const fecha = await fechaDelDia(t, '2026-11-27');
    const db = t.database.db;
    await db
      .insert(horasAgendadas)
      .values(fila('2026-11-27', fecha._id, t.barberoId, '11:00', '11:45', 'a@correo.cl'));
    const solapada = db
      .insert(horasAgendadas)
      .values(fila('2026-11-27', fecha._id, t.barberoId, '11:30', '12:15', 'b@correo.cl'));
    await expect(solapada.then(() => 'insertada', pgCode)).resolves.toBe('23P01');
    // '[)': the hour that ends at 11:45 does not collide with the one that starts at 11:45.
    await db
      .insert(horasAgendadas)
      .values(fila('2026-11-27', fecha._id, t.barberoId, '11:45', '12:30', 'c@correo.cl'));
    const otro = await crearOtroBarbero(t);
    await db
      .insert(horasAgendadas)
      .values(fila('2026-11-27', fecha._id, otro, '11:30', '12:15', 'd@correo.cl'));
  });
});

// PGlite has one connection: a second writer cannot hold a transaction open beside the app's.
describeEnPostgres('una reserva que pasa el bloqueo del día choca con la restricción (postgres)', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await appDePrueba('postgres');
  });
  afterAll(() => t.close());

  it('responde 409 «La hora ya está agendada.» cuando la fila en conflicto llega durante su transacción', async () => {
    const fecha = await fechaDelDia(t, '2026-11-30');
    const db = t.database.db;
    const esperandoUnBloqueo = async () => {
      // Both drivers answer with { rows }.
      const r = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]?.n ?? 0;
    };
    let reserva: ReturnType<typeof agendar> | undefined;
    // Another writer that never takes the day's row lock inserts the 16:00 hour and keeps its
    // transaction open. The booking then reads no conflict, passes every rule and reaches its insert,
    // which waits on the constraint's index until that writer commits.
    await db.transaction(async (tx) => {
      await tx
        .insert(horasAgendadas)
        .values(fila('2026-11-30', fecha._id, t.barberoId, '16:00', '16:45', 'directo@correo.cl'));
      reserva = agendar(t, fecha._id, { horaInicio: '16:15', horaFin: '17:00', email: 'tarde@correo.cl' });
      await expect.poll(esperandoUnBloqueo, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    });
    const res = await reserva!;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ msg: 'La hora ya está agendada.', code: 'HORA_YA_AGENDADA' });
    const quedan = (await fechaDelDia(t, '2026-11-30')).horasAgendadas.map((h) => h.horaInicio);
    expect(quedan).toEqual(['16:00']);
  });
});
