import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens, restablecimientos, usuarios } from '../../db/schema.js';

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
/** Every session of the user ends: refresh tokens revoked, access tokens outdated by the new generation. */
export async function revocarSesiones(db: Executor, usuarioId: string, ahora: Date) {
  await db
    .update(refreshTokens)
    .set({ revocadoEn: ahora })
    .where(and(eq(refreshTokens.usuarioId, usuarioId), isNull(refreshTokens.revocadoEn)));
  await db
    .update(usuarios)
    .set({ versionSesion: sql`${usuarios.versionSesion} + 1` })
    .where(eq(usuarios.id, usuarioId));
}

/**
 * The new link of the account with that e-mail, if any, in one statement: older links are voided and the
 * new one inserted. With no such account it touches no row, but costs the same: forgot-password runs it
 * either way so its timing says nothing (docs/decisions/020).
 */
export async function renovarRestablecimiento(
  db: Executor,
  email: string,
  fila: { tokenHash: string; expiraEn: Date; ahora: Date },
) {
  await db.execute(sql`
    with u as (select ${usuarios.id} as id from ${usuarios} where lower(${usuarios.email}) = lower(${email})),
    anulados as (
      update ${restablecimientos} set usado_en = ${fila.ahora.toISOString()}::timestamptz
      where usuario_id in (select id from u) and usado_en is null
    )
    insert into ${restablecimientos} (usuario_id, token_hash, expira_en)
    select id, ${fila.tokenHash}, ${fila.expiraEn.toISOString()}::timestamptz from u`);
}
