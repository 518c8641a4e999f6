import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fechas, horasAgendadas } from '../../db/schema.js';

/** Which of those days the barber already has. */
export async function diasExistentes(db: Executor, barberoId: string, dias: string[]) {
  const filas = await db
    .select({ dia: fechas.dia })
    .from(fechas)
    .where(and(eq(fechas.barberoId, barberoId), inArray(fechas.dia, dias)));
  return filas.map((f) => f.dia).sort();
}

export async function insertarFechas(db: Executor, valores: (typeof fechas.$inferInsert)[]) {
  return db.insert(fechas).values(valores).returning({ id: fechas.id });
}

/** The barber's days before `hoy` and, first, their bookings (all in the past, like the days). */
export async function eliminarFechasAnteriores(db: Executor, barberoId: string, hoy: string) {
  const viejas = await db
    .select({ id: fechas.id })
    .from(fechas)
    .where(and(eq(fechas.barberoId, barberoId), lt(fechas.dia, hoy)))
    .for('update');
  if (viejas.length === 0) return 0;
  const ids = viejas.map((f) => f.id);
  await db.delete(horasAgendadas).where(inArray(horasAgendadas.fechaId, ids));
  await db.delete(fechas).where(inArray(fechas.id, ids));
  return ids.length;
}
