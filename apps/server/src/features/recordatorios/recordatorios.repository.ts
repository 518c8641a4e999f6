import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { agendasDiarias, horasAgendadas, usuarios } from '../../db/schema.js';

/**
 * Claims the bookings whose reminder is due: starting within `antesMs` from now, not reminded yet, and
 * booked at least `antesMs` before their start (a later booking just got its confirmation). SKIP LOCKED
 * lets two instances share the work; the `recordatorio_en is null` in the update makes the second one
 * update nothing even if it read the same row, so each booking is claimed once.
 */
export async function reclamarRecordatorios(db: Executor, ahora: Date, antesMs: number, limite: number) {
  const hasta = new Date(ahora.getTime() + antesMs);
  const debidas = await db
    .select({ id: horasAgendadas.id })
    .from(horasAgendadas)
    .where(
      and(
        isNull(horasAgendadas.recordatorioEn),
        gt(horasAgendadas.inicio, ahora),
        lte(horasAgendadas.inicio, hasta),
        sql`${horasAgendadas.creadoEn} <= ${horasAgendadas.inicio} - ${antesMs} * interval '1 millisecond'`,
      ),
    )
    .orderBy(asc(horasAgendadas.inicio))
    .limit(limite)
    .for('update', { skipLocked: true });
  if (debidas.length === 0) return [];
  return db
    .update(horasAgendadas)
    .set({ recordatorioEn: ahora })
    .where(
      and(
        inArray(
          horasAgendadas.id,
          debidas.map((d) => d.id),
        ),
        isNull(horasAgendadas.recordatorioEn),
      ),
    )
    .returning();
}

export function barberosConAgendaDiaria(db: Executor) {
  return db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.agendaDiaria, true));
}

/** True for the one caller that records the day first: that caller, and no other, mails the agenda. */
export async function marcarAgendaDiaria(db: Executor, barberoId: string, dia: string) {
  const filas = await db
    .insert(agendasDiarias)
    .values({ barberoId, dia })
    .onConflictDoNothing()
    .returning({ dia: agendasDiarias.dia });
  return filas.length > 0;
}

export function horasDelBarberoEntre(db: Executor, barberoId: string, desde: Date, hasta: Date) {
  return db
    .select()
    .from(horasAgendadas)
    .where(
      and(
        eq(horasAgendadas.barberoId, barberoId),
        gte(horasAgendadas.inicio, desde),
        lt(horasAgendadas.inicio, hasta),
      ),
    )
    .orderBy(asc(horasAgendadas.inicio));
}

export async function leerAgendaDiaria(db: Executor, id: string) {
  const [fila] = await db
    .select({ agendaDiaria: usuarios.agendaDiaria })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

export async function guardarAgendaDiaria(db: Executor, id: string, agendaDiaria: boolean) {
  const [fila] = await db
    .update(usuarios)
    .set({ agendaDiaria })
    .where(eq(usuarios.id, id))
    .returning({ agendaDiaria: usuarios.agendaDiaria });
  return fila;
}
