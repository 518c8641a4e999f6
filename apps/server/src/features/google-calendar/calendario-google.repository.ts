import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnas } from '../../db/columnas.js';
import { horasAgendadas, usuarios } from '../../db/schema.js';
import { eventoIdDe } from './evento-id.js';

export async function fijarCalendario(db: Executor, barberoId: string, calendarId: string | null) {
  await db.update(usuarios).set({ googleCalendarId: calendarId }).where(eq(usuarios.id, barberoId));
}

/** Where a booking's Google event lives; both null when it has none. */
export interface LugarEvento {
  googleCalendarId: string | null;
  googleEventoId: string | null;
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
