import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { horasAgendadas } from '../../db/schema.js';

export function horasAgendadasDeFecha(db: Executor, fechaId: string) {
  return db.select().from(horasAgendadas).where(eq(horasAgendadas.fechaId, fechaId));
}

export async function buscarHoraAgendada(db: Executor, fechaId: string, horaInicio: string, horaFin: string) {
  const [fila] = await db
    .select()
    .from(horasAgendadas)
    .where(
      and(
        eq(horasAgendadas.fechaId, fechaId),
        eq(horasAgendadas.horaInicio, horaInicio),
        eq(horasAgendadas.horaFin, horaFin),
      ),
    )
    .for('update');
  return fila;
}

export async function insertarHoraAgendada(db: Executor, valores: typeof horasAgendadas.$inferInsert) {
  const [fila] = await db.insert(horasAgendadas).values(valores).returning();
  return fila!;
}

/** Its calendar event goes with it (ON DELETE CASCADE). */
export async function eliminarHoraAgendada(db: Executor, id: string) {
  await db.delete(horasAgendadas).where(eq(horasAgendadas.id, id));
}

export async function eliminarHorasAgendadasDeFecha(db: Executor, fechaId: string) {
  await db.delete(horasAgendadas).where(eq(horasAgendadas.fechaId, fechaId));
}

/** Bookings of that address still held that were made after `desde` (moved or cancelled ones are gone). */
export async function contarHechasDesde(db: Executor, email: string, desde: Date) {
  const [fila] = await db
    .select({ n: count() })
    .from(horasAgendadas)
    .where(and(sql`lower(${horasAgendadas.email}) = lower(${email})`, gt(horasAgendadas.creadoEn, desde)));
  return fila?.n ?? 0;
}
