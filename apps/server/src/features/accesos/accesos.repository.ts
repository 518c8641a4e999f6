import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accesos } from '../../db/schema.js';

export function listarAccesos(db: Executor) {
  return db.select().from(accesos).orderBy(asc(accesos.email));
}

/** The entry of that e-mail (any case). */
export async function buscarAccesoPorEmail(db: Executor, email: string) {
  const [fila] = await db.select().from(accesos).where(sql`lower(${accesos.email}) = lower(${email})`);
  return fila;
}

/**
 * The invitation holding that token, locked: of two registrations racing with one token, the second
 * waits here and then finds the row gone.
 */
export async function tomarAccesoPorToken(db: Executor, tokenHash: string) {
  const [fila] = await db.select().from(accesos).where(eq(accesos.tokenHash, tokenHash)).for('update');
  return fila;
}

export async function insertarAcceso(
  db: Executor,
  valores: { email: string; rol: 'admin' | 'barbero'; tokenHash: string; expiraEn: Date },
) {
  const [fila] = await db.insert(accesos).values(valores).returning();
  return fila!;
}

/** A new token replaces the old one, which stops working at once. */
export async function renovarToken(db: Executor, id: string, tokenHash: string, expiraEn: Date) {
  const [fila] = await db.update(accesos).set({ tokenHash, expiraEn }).where(eq(accesos.id, id)).returning();
  return fila;
}

export async function eliminarAcceso(db: Executor, id: string) {
  const filas = await db.delete(accesos).where(eq(accesos.id, id)).returning({ id: accesos.id });
  return filas.length > 0;
}
