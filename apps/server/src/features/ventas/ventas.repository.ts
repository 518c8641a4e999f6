import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ventas } from '../../db/schema.js';

/** `%`, `_` and `\` in the filter are letters, not wildcards. */
const comoSubcadena = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of sales, newest first, and how many match in total; by e-mail substring, any case. */
export async function paginaDeVentas(
  db: Executor,
  filtro: { email?: string; limite: number; desde: number },
) {
  const donde = filtro.email ? sql`${ventas.email} ilike ${comoSubcadena(filtro.email)}` : undefined;
  const [conteo] = await db.select({ total: sql<number>`count(*)::int` }).from(ventas).where(donde);
  const filas = await db
    .select()
    .from(ventas)
    .where(donde)
    .orderBy(desc(ventas.fecha), desc(ventas.id))
    .limit(filtro.limite)
    .offset(filtro.desde);
  return { filas, total: conteo?.total ?? 0 };
}
