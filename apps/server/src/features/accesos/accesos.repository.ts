import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accesos } from '../../db/schema.js';

export function listarAccesos(db: Executor) {
  return db.select().from(accesos).orderBy(asc(accesos.email));
}

/** The entry of that e-mail (any case); locked when a registration is about to consume it. */
export async function buscarAccesoPorEmail(db: Executor, email: string, bloquear = false) {
  const consulta = db.select().from(accesos).where(sql`lower(${accesos.email}) = lower(${email})`);
  const [fila] = bloquear ? await consulta.for('update') : await consulta;
  return fila;
}

export async function insertarAcceso(db: Executor, valores: { email: string; rol: 'admin' | 'barbero' }) {
  const [fila] = await db.insert(accesos).values(valores).returning();
  return fila!;
}

export async function eliminarAcceso(db: Executor, id: string) {
  const filas = await db.delete(accesos).where(eq(accesos.id, id)).returning({ id: accesos.id });
  return filas.length > 0;
}
