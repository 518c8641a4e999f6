import type { Executor } from '../../db/client.js';
import { encolarEvento } from './cola.repository.js';

/** Where a booking's Google event lives; both null when it has none. */
export interface LugarEvento {
  googleCalendarId: string | null;
  googleEventoId: string | null;
}

/**
 * Queues, in the caller's transaction, every Google event a booking change touched (the old place of a
 * moved booking and its new one). Places without a calendar are skipped; each event is queued once.
 */
export async function encolarLugares(db: Executor, barberoId: string, lugares: LugarEvento[], ahora: Date) {
  const vistos = new Set<string>();
  for (const { googleCalendarId: calendarId, googleEventoId: eventoId } of lugares) {
    if (!calendarId || !eventoId) continue;
    const clave = `${calendarId}\n${eventoId}`;
    if (vistos.has(clave)) continue;
    vistos.add(clave);
    await encolarEvento(db, { calendarId, eventoId, barberoId }, ahora);
  }
}
