import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { horasAgendadas } from '../../db/schema.js';

/** Whether `email` has a booked hour with that barber: the only people a barber may write to. */
export async function esClienteDe(db: Executor, barberoId: string, email: string): Promise<boolean> {
  const [fila] = await db
    .select({ id: horasAgendadas.id })
    .from(horasAgendadas)
    .where(
      and(
        eq(horasAgendadas.barberoId, barberoId),
        eq(sql`lower(${horasAgendadas.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return fila !== undefined;
}
