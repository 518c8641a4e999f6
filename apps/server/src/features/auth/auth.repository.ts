import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens, usuarios } from '../../db/schema.js';
import { noEncontrado } from '../../plugins/app-error.js';

export function buscarUsuarioPorEmail(db: Executor, email: string) {
  return db.query.usuarios.findFirst({ where: sql`lower(${usuarios.email}) = lower(${email})` });
}

export function buscarUsuarioPorId(db: Executor, id: string) {
  return db.query.usuarios.findFirst({ where: eq(usuarios.id, id) });
}

/** The barber (any role may book hours in their own calendar), or a 404 a person can read. */
export async function exigirBarbero(db: Executor, id: string) {
  const usuario = await buscarUsuarioPorId(db, id);
  if (!usuario) throw noEncontrado('BARBERO_NO_ENCONTRADO');
  return usuario;
}

export async function guardarRefreshToken(
  db: Executor,
  fila: { usuarioId: string; familia: string; tokenHash: string; expiraEn: Date },
) {
  await db.insert(refreshTokens).values(fila);
}

export async function tomarRefreshToken(db: Executor, tokenHash: string) {
  const [fila] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return fila;
}

export async function marcarUsado(db: Executor, id: string, ahora: Date) {
  await db.update(refreshTokens).set({ usadoEn: ahora }).where(eq(refreshTokens.id, id));
}

export async function revocarFamilia(db: Executor, familia: string, ahora: Date) {
  await db
    .update(refreshTokens)
    .set({ revocadoEn: ahora })
    .where(and(eq(refreshTokens.familia, familia), isNull(refreshTokens.revocadoEn)));
}

export async function insertarUsuario(db: Executor, valores: typeof usuarios.$inferInsert) {
  const [fila] = await db.insert(usuarios).values(valores).returning();
  return fila!;
}
