import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

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
