import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Several INSERTs sent as one statement, each a data-modifying CTE: one round trip instead of one per
 * row (issue 14: on this VM each round trip costs the booking more CPU than the SQL it carries). They run
 * in one snapshot and all or none are written; foreign keys between them are checked at the statement's
 * end, so a row may reference one inserted beside it. Each part is a builder's `getSQL()`, which is not a
 * thenable: an `await` by mistake cannot send it on its own.
 */
export async function insertarJuntas(db: Executor, inserciones: readonly SQL[]) {
  const ctes = sql.join(
    inserciones.map((insercion, i) => sql`${sql.identifier(`i${i}`)} as (${insercion})`),
    sql`, `,
  );
  await db.execute(sql`with ${ctes} select 1`);
}
