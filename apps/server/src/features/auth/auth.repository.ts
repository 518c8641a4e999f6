import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fallosLogin, refreshTokens } from '../../db/schema.js';

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

/** Failures after which each attempt waits, and the longest wait (docs/decisions/020). */
const UMBRAL_FALLOS = 5;
const ESPERA_MAXIMA_S = 15 * 60;
/** Failures older than this are forgotten: the count starts again. */
const OLVIDO = sql`interval '24 hours'`;

/** Seconds to wait after `fallos` failures, as SQL: none below the threshold, then 2, 4, 8… capped. */
const esperaTras = (fallos: SQL) =>
  sql`(case when ${fallos} >= ${UMBRAL_FALLOS} then least(${ESPERA_MAXIMA_S}, power(2, ${fallos} - ${UMBRAL_FALLOS - 1})) else 0 end) * interval '1 second'`;

const instante = (ahora: Date) => sql`${ahora.toISOString()}::timestamptz`;

/**
 * An attempt's turn, taken atomically: allowed only once the account's wait has elapsed, and it books
 * the wait its own failure would cause, so parallel guesses cannot slip through one opening.
 * Returns the instant to wait for when refused, undefined when the attempt may go on.
 */
export async function tomarTurnoLogin(db: Executor, email: string, ahora: Date): Promise<Date | undefined> {
  const tomado = await db
    .update(fallosLogin)
    .set({ esperaHasta: sql`${instante(ahora)} + ${esperaTras(sql`${fallosLogin.fallos} + 1`)}` })
    .where(and(eq(fallosLogin.email, email), lte(fallosLogin.esperaHasta, ahora)))
    .returning({ email: fallosLogin.email });
  if (tomado.length > 0) return undefined;
  const [fila] = await db
    .select({ esperaHasta: fallosLogin.esperaHasta })
    .from(fallosLogin)
    .where(eq(fallosLogin.email, email));
  return fila && fila.esperaHasta.getTime() > ahora.getTime() ? fila.esperaHasta : undefined;
}

/** One more failure (or the first after a quiet day), and the wait before the next attempt. */
export async function registrarFalloLogin(db: Executor, email: string, ahora: Date) {
  const nuevos = sql`(case when ${fallosLogin.actualizadoEn} < ${instante(ahora)} - ${OLVIDO} then 1 else ${fallosLogin.fallos} + 1 end)`;
  await db
    .insert(fallosLogin)
    .values({ email, fallos: 1, esperaHasta: ahora, actualizadoEn: ahora })
    .onConflictDoUpdate({
      target: fallosLogin.email,
      set: {
        fallos: nuevos,
        esperaHasta: sql`${instante(ahora)} + ${esperaTras(nuevos)}`,
        actualizadoEn: ahora,
      },
    });
}

export async function olvidarFallosLogin(db: Executor, email: string) {
  await db.delete(fallosLogin).where(eq(fallosLogin.email, email));
}
