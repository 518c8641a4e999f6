import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { usuarios } from '../db/schema.js';

/*
 * The user lookups every part of the server needs (sessions, bookings, the seed); the back office's own
 * queries on users are features/usuarios.
 */

/** Lookups by e-mail ignore case: that is how people type their address. */
export function buscarUsuarioPorEmail(db: Executor, email: string) {
  return db.query.usuarios.findFirst({ where: sql`lower(${usuarios.email}) = lower(${email})` });
}

export function buscarUsuarioPorId(db: Executor, id: string) {
  return db.query.usuarios.findFirst({ where: eq(usuarios.id, id) });
}

export async function insertarUsuario(db: Executor, valores: typeof usuarios.$inferInsert) {
  const [fila] = await db.insert(usuarios).values(valores).returning();
  return fila!;
}
