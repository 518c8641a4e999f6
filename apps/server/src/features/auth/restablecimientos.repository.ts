import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens, restablecimientos, usuarios } from '../../db/schema.js';

/** A new link replaces the older ones of the same user: they stop working at once. */
export async function anularRestablecimientos(db: Executor, usuarioId: string, ahora: Date) {
  await db
    .update(restablecimientos)
    .set({ usadoEn: ahora })
    .where(and(eq(restablecimientos.usuarioId, usuarioId), isNull(restablecimientos.usadoEn)));
}

export async function insertarRestablecimiento(
  db: Executor,
  fila: { usuarioId: string; tokenHash: string; expiraEn: Date },
) {
  await db.insert(restablecimientos).values(fila);
}

export async function buscarRestablecimiento(db: Executor, tokenHash: string, bloquear = false) {
  const consulta = db.select().from(restablecimientos).where(eq(restablecimientos.tokenHash, tokenHash));
  const [fila] = bloquear ? await consulta.for('update') : await consulta;
  return fila;
}

export async function marcarRestablecimientoUsado(db: Executor, id: string, ahora: Date) {
  await db.update(restablecimientos).set({ usadoEn: ahora }).where(eq(restablecimientos.id, id));
}

export async function cambiarPasswordHash(db: Executor, usuarioId: string, passwordHash: string) {
  await db.update(usuarios).set({ passwordHash }).where(eq(usuarios.id, usuarioId));
}

/** Every session of the user ends: its refresh tokens stop working (access tokens expire soon after). */
export async function revocarSesiones(db: Executor, usuarioId: string, ahora: Date) {
  await db
    .update(refreshTokens)
    .set({ revocadoEn: ahora })
    .where(and(eq(refreshTokens.usuarioId, usuarioId), isNull(refreshTokens.revocadoEn)));
}
