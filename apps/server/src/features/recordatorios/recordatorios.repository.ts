import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { agendasDiarias, horasAgendadas, usuarios } from '../../db/schema.js';
import { horaConServicioDelBloque } from '../../db/servicios-del-bloque.js';

/** Which reminder: the day-before one, or the short one a couple of hours before (decision 036). */
export type Recordatorio = 'largo' | 'corto';
const COLUMNA = {
  largo: horasAgendadas.recordatorioEn,
  corto: horasAgendadas.recordatorioCortoEn,
} as const;

/**
 * Claims the bookings whose reminder is due: starting within `antesMs` from now (and after `despuesMs`,
 * so a late run does not send the long one when the short one is already due), not reminded yet, and
 * booked at least `antesMs` before their start (a later booking just got its confirmation). SKIP LOCKED
 * lets two instances share the work; the `is null` in the update makes the second one update nothing
 * even if it read the same row, so each booking is claimed once per kind.
 */
export async function reclamarRecordatorios(
  db: Executor,
  cual: Recordatorio,
  ahora: Date,
  plazo: { antesMs: number; despuesMs: number },
  limite: number,
) {
  const columna = COLUMNA[cual];
  const { antesMs, despuesMs } = plazo;
  const debidas = await db
    .select({ id: horasAgendadas.id })
    .from(horasAgendadas)
    .where(
      and(
        isNull(columna),
        gt(horasAgendadas.inicio, new Date(ahora.getTime() + despuesMs)),
        lte(horasAgendadas.inicio, new Date(ahora.getTime() + antesMs)),
        sql`${horasAgendadas.creadoEn} <= ${horasAgendadas.inicio} - ${antesMs} * interval '1 millisecond'`,
      ),
    )
    .orderBy(asc(horasAgendadas.inicio))
    .limit(limite)
    .for('update', { skipLocked: true });
  if (debidas.length === 0) return [];
  return db
    .update(horasAgendadas)
    .set(cual === 'largo' ? { recordatorioEn: ahora } : { recordatorioCortoEn: ahora })
    .where(
      and(
        inArray(
          horasAgendadas.id,
          debidas.map((d) => d.id),
        ),
        isNull(columna),
      ),
    )
    .returning(horaConServicioDelBloque);
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
    .select(horaConServicioDelBloque)
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
