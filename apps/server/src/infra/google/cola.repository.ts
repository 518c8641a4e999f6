import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fechas, googleCalendarCola, horasAgendadas } from '../../db/schema.js';
import { servicioDelBloque } from '../../db/servicios-del-bloque.js';

export interface EventoEnCola {
  calendarId: string;
  eventoId: string;
  barberoId: string;
}

/**
 * Written inside the caller's transaction: the change and the order to carry it to Google commit together.
 * One row per event: a pending row only counts one more change (and keeps its backoff and any claim); a
 * done or dropped one becomes pending again.
 */
export async function encolarEvento(db: Executor, e: EventoEnCola, ahora: Date) {
  const c = googleCalendarCola;
  await db
    .insert(c)
    .values({ ...e, proximoIntento: ahora })
    .onConflictDoUpdate({
      target: [c.calendarId, c.eventoId],
      set: {
        cambio: sql`${c.cambio} + 1`,
        intentos: sql`case when ${c.estado} = 'pendiente' then ${c.intentos} else 0 end`,
        proximoIntento: sql`case when ${c.estado} = 'pendiente' then ${c.proximoIntento} else ${ahora.toISOString()}::timestamptz end`,
        estado: 'pendiente',
      },
    });
}

/**
 * Claims due rows by pushing their next attempt past a lease and giving them a fresh claim token, so two
 * workers never work on one event at once and a worker that dies lets the row come back after the lease.
 */
export async function reclamarPendientes(db: Executor, ahora: Date, limite: number, leaseMs: number) {
  const c = googleCalendarCola;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.estado, 'pendiente'), lte(c.proximoIntento, ahora)))
      .orderBy(asc(c.proximoIntento))
      .limit(limite)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(c)
      .set({
        proximoIntento: new Date(ahora.getTime() + leaseMs),
        intentos: sql`${c.intentos} + 1`,
        reclamo: randomUUID(),
      })
      .where(
        inArray(
          c.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export type FilaCola = Awaited<ReturnType<typeof reclamarPendientes>>[number];

const delReclamo = (f: FilaCola) =>
  and(
    eq(googleCalendarCola.id, f.id),
    eq(googleCalendarCola.reclamo, f.reclamo ?? ''),
    eq(googleCalendarCola.estado, 'pendiente'),
  );

/** Pushes the lease forward just before calling Google; false when the claim was taken over. */
async function renovarReclamo(db: Executor, f: FilaCola, hasta: Date): Promise<boolean> {
  const filas = await db
    .update(googleCalendarCola)
    .set({ proximoIntento: hasta })
    .where(delReclamo(f))
    .returning({ id: googleCalendarCola.id });
  return filas.length === 1;
}

/**
 * Done only if no change was queued while the worker called Google; otherwise the row is released for
 * the next run, which reads the newer state. True when marked done.
 */
export async function marcarHecho(db: Executor, f: FilaCola, ahora: Date): Promise<boolean> {
  const hecho = await db
    .update(googleCalendarCola)
    .set({ estado: 'hecho', hechoEn: ahora, ultimoError: null, reclamo: null })
    .where(and(delReclamo(f), eq(googleCalendarCola.cambio, f.cambio)))
    .returning({ id: googleCalendarCola.id });
  if (hecho.length === 1) return true;
  await db.update(googleCalendarCola).set({ proximoIntento: ahora, reclamo: null }).where(delReclamo(f));
  return false;
}

async function marcarFallido(db: Executor, f: FilaCola, proximoIntento: Date, error: string) {
  await db
    .update(googleCalendarCola)
    .set({ proximoIntento, ultimoError: error.slice(0, 500), reclamo: null })
    .where(delReclamo(f));
}

/** After the last allowed attempt: kept for the record; a new change to the event queues it again. */
async function marcarDescartado(db: Executor, f: FilaCola, error: string) {
  await db
    .update(googleCalendarCola)
    .set({ estado: 'descartado', ultimoError: error.slice(0, 500), reclamo: null })
    .where(delReclamo(f));
}

/** A claimed row's lease and retries, as lib/reintentos drives them. */
export const reclamos = { renovarReclamo, marcarFallido, marcarDescartado };

/** The booking that owns this event now, if any: what the event must look like (or that it must go). */
export async function reservaDelEvento(db: Executor, calendarId: string, eventoId: string) {
  const [fila] = await db
    .select({
      id: horasAgendadas.id,
      nombre: horasAgendadas.nombre,
      email: horasAgendadas.email,
      servicio: servicioDelBloque,
      horaInicio: horasAgendadas.horaInicio,
      horaFin: horasAgendadas.horaFin,
      dia: fechas.dia,
    })
    .from(horasAgendadas)
    .innerJoin(fechas, eq(fechas.id, horasAgendadas.fechaId))
    .where(and(eq(horasAgendadas.googleCalendarId, calendarId), eq(horasAgendadas.googleEventoId, eventoId)));
  return fila;
}
