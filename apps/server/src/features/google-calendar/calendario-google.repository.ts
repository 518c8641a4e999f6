import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnas } from '../../db/columnas.js';
import { horasAgendadas, usuarios } from '../../db/schema.js';
import type { LugarEvento } from '../../infra/google/encolar.js';
import { eventoIdDe } from '../../infra/google/evento-id.js';

/** Whether another user already has that calendar connected (ids compared as Google does, ignoring case). */
export async function calendarioDeOtro(db: Executor, barberoId: string, calendarId: string) {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(sql`lower(${usuarios.googleCalendarId}) = lower(${calendarId})`, ne(usuarios.id, barberoId)))
    .limit(1);
  return fila !== undefined;
}

export async function fijarCalendario(db: Executor, barberoId: string, calendarId: string | null) {
  await db.update(usuarios).set({ googleCalendarId: calendarId }).where(eq(usuarios.id, barberoId));
}

/**
 * Points the barber's bookings that have not ended at `calendarId` (or at none), keeping each one's event
 * id (or giving it its own). Returns the places left and taken, for the queue to delete and create.
 */
export async function moverReservasFuturas(
  db: Executor,
  barberoId: string,
  calendarId: string | null,
  ahora: Date,
): Promise<LugarEvento[]> {
  const filas = await db
    .select(columnas(horasAgendadas, 'id', 'googleCalendarId', 'googleEventoId'))
    .from(horasAgendadas)
    .where(and(eq(horasAgendadas.barberoId, barberoId), gt(horasAgendadas.fin, ahora)))
    .for('update');
  const lugares: LugarEvento[] = [];
  for (const f of filas.filter((f) => f.googleCalendarId !== calendarId)) {
    const nuevo = {
      googleCalendarId: calendarId,
      googleEventoId: calendarId ? (f.googleEventoId ?? eventoIdDe(f.id)) : null,
    };
    await db.update(horasAgendadas).set(nuevo).where(eq(horasAgendadas.id, f.id));
    lugares.push(f, nuevo);
  }
  return lugares;
}
