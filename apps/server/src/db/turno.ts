import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

/**
 * Waits for, and keeps until the transaction ends, the turn of one key (a PostgreSQL transaction-level
 * advisory lock): transactions about the same client address or e-mail count and write one after another,
 * on every instance, so a limit counted from rows holds under parallel requests. Keys are taken in a fixed
 * order by each caller (address before e-mail), and never while waiting on another turn, so no two wait on
 * each other.
 */
export async function tomarTurno(tx: Tx, clave: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${clave}, 0))`);
}
