import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inasistencias } from '../../db/schema.js';

/**
 * The no-shows that make a client pay a deposit (decision 053): those whose booking proved the identity
 * they are counted by — the e-mail through its mailbox, the phone through its own WhatsApp answer. A
 * stranger who books under someone else's address or number and does not come leaves a record for the
 * barber's summary, but never a deposit for its owner. Decision 041 keeps the records past the booking.
 */
export async function contarInasistenciasProbadas(
  db: Executor,
  email: string,
  telefono: string | null | undefined,
) {
  const [fila] = await db
    .select({ n: count() })
    .from(inasistencias)
    .where(
      or(
        and(sql`lower(${inasistencias.email}) = lower(${email})`, isNotNull(inasistencias.correoProbadoEn)),
        telefono
          ? and(eq(inasistencias.telefono, telefono), isNotNull(inasistencias.telefonoProbadoEn))
          : sql`false`,
      ),
    );
  return fila?.n ?? 0;
}
