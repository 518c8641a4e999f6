import { describe, expect, it } from 'vitest';
import { horasAgendadas } from '../../src/db/schema.js';
import { pgCode } from '../../src/errors.js';
import { appDelBloque } from '../helpers/app.js';
import { crearOtroBarbero } from '../helpers/back-office.js';
import { BASES, describeEnPostgres, sesionesEsperandoBloqueo } from '../helpers/databases.js';
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
  const t = appDelBloque(base);

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

/**
 * The day's row lock only covers the rows filed under that day. A row of the same barber filed under
 * another day (here the next one) but overlapping in real time is invisible to the booking's checks:
 * only the constraint stops the booking, and the service must answer its 409, never a 500.
 */
describe.each(BASES)('una reserva que pasa el bloqueo del día choca con la restricción (%s)', (base) => {
  const t = appDelBloque(base);

  it('responde 409 «La hora ya está agendada.» y no guarda la reserva', async () => {
    const fecha = await fechaDelDia(t, '2026-11-30');
    const otroDia = await fechaDelDia(t, '2026-12-01');
    await t.database.db
      .insert(horasAgendadas)
      .values(fila('2026-11-30', otroDia._id, t.barberoId, '16:00', '16:45', 'directo@correo.cl'));
    const res = await agendar(t, fecha._id, {
      horaInicio: '16:15',
      horaFin: '17:00',
      email: 'tarde@correo.cl',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ msg: 'La hora ya está agendada.', code: 'HORA_YA_AGENDADA' });
    expect((await fechaDelDia(t, '2026-11-30')).horasAgendadas).toEqual([]);
  });
});

// PGlite has one connection: a second writer cannot hold a transaction open beside the app's.
describeEnPostgres('una reserva en curso choca con una fila aún sin confirmar (postgres)', () => {
  const t = appDelBloque('postgres');

  it('espera a la otra transacción y responde 409 «La hora ya está agendada.» cuando esta confirma', async () => {
    const fecha = await fechaDelDia(t, '2026-12-02');
    const otroDia = await fechaDelDia(t, '2026-12-03');
    const db = t.database.db;
    let reserva: ReturnType<typeof agendar> | undefined;
    // Another writer, filed under another day so it shares no row lock with the booking, inserts an
    // overlapping hour and keeps its transaction open. The booking passes every rule and reaches its
    // insert, which waits on the constraint's index until that writer commits, then fails with 23P01.
    await db.transaction(async (tx) => {
      await tx
        .insert(horasAgendadas)
        .values(fila('2026-12-02', otroDia._id, t.barberoId, '16:00', '16:45', 'directo@correo.cl'));
      reserva = agendar(t, fecha._id, { horaInicio: '16:15', horaFin: '17:00', email: 'tarde@correo.cl' });
      await expect
        .poll(() => sesionesEsperandoBloqueo(db), { timeout: 10_000, interval: 20 })
        .toBeGreaterThan(0);
    });
    const res = await reserva!;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ msg: 'La hora ya está agendada.', code: 'HORA_YA_AGENDADA' });
    expect((await fechaDelDia(t, '2026-12-02')).horasAgendadas).toEqual([]);
  });
});
