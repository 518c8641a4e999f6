import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { whatsappRecibidos } from '../../db/schema.js';

const DIA_MS = 86_400_000;
/**
 * Meta repeats an event it got no 200 for during 7 days: a message older than that is no retry, only a
 * replay, and is ignored by its signed timestamp.
 */
export const ANTIGUEDAD_MAXIMA_MS = 7 * DIA_MS;
/** The ids are kept a day longer than that: a repeat is refused by its id or by its age, never let in. */
const GUARDADOS_MS = ANTIGUEDAD_MAXIMA_MS + DIA_MS;

/** Whether the incoming message `wamid` was already acted on. */
export async function yaRecibido(db: Executor, wamid: string) {
  const filas = await db
    .select({ wamid: whatsappRecibidos.wamid })
    .from(whatsappRecibidos)
    .where(eq(whatsappRecibidos.wamid, wamid));
  return filas.length > 0;
}

/**
 * Records `wamid` as acted on, in the transaction of what it does: false when it already was (on this
 * instance or another), and then the caller does nothing.
 */
export async function marcarRecibido(db: Executor, wamid: string, ahora: Date) {
  const filas = await db
    .insert(whatsappRecibidos)
    .values({ wamid, recibidoEn: ahora })
    .onConflictDoNothing({ target: whatsappRecibidos.wamid })
    .returning({ wamid: whatsappRecibidos.wamid });
  return filas.length === 1;
}

/** The ids past keeping (the purge job): their messages are too old to be acted on anyway. */
export async function purgarRecibidos(db: Executor, ahora: Date) {
  const filas = await db
    .delete(whatsappRecibidos)
    .where(lt(whatsappRecibidos.recibidoEn, new Date(ahora.getTime() - GUARDADOS_MS)))
    .returning({ wamid: whatsappRecibidos.wamid });
  return filas.length;
}
