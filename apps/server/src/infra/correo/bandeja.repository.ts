import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type AdjuntoCorreo, correosOutbox } from '../../db/schema.js';

export interface CorreoNuevo {
  para: string;
  asunto: string;
  texto: string;
  adjuntos?: AdjuntoCorreo[];
}

/**
 * Written inside the caller's transaction: the mail exists exactly when what caused it does. Due at
 * `ahora`, the app's clock, the one the outbox claims by (reclamarPendientes): the database's own
 * `now()` may run ahead of it (another machine, or a test's fixed clock) and hold the mail back.
 */
export async function encolarCorreo(db: Executor, correo: CorreoNuevo, ahora: Date): Promise<string> {
  const [fila] = await db
    .insert(correosOutbox)
    .values({ ...correo, proximoIntento: ahora })
    .returning({ id: correosOutbox.id });
  return fila!.id;
}

/**
 * A mail that must go at most once for its event (`clave`, e.g. `barbero:cancelacion:<horaId>`): a second
 * one with the same key, from a retry or a racing request, is ignored. True when queued.
 */
export async function encolarCorreoUnico(db: Executor, clave: string, correo: CorreoNuevo, ahora: Date) {
  const filas = await db
    .insert(correosOutbox)
    .values({ ...correo, clave, proximoIntento: ahora })
    .onConflictDoNothing({ target: correosOutbox.clave })
    .returning({ id: correosOutbox.id });
  return filas.length === 1;
}

/**
 * Claims one mail for an immediate attempt, only if no worker has tried it yet (intentos = 0), with
 * the same lease as reclamarPendientes: the worker leaves it alone while this attempt runs.
 */
export async function reclamarCorreo(db: Executor, id: string, ahora: Date, leaseMs: number) {
  const [fila] = await db
    .update(correosOutbox)
    .set({
      proximoIntento: new Date(ahora.getTime() + leaseMs),
      intentos: sql`${correosOutbox.intentos} + 1`,
    })
    .where(
      and(eq(correosOutbox.id, id), eq(correosOutbox.estado, 'pendiente'), eq(correosOutbox.intentos, 0)),
    )
    .returning();
  return fila;
}

/**
 * Claims due mail by pushing its next attempt past a lease, so two workers never send the same
 * row at once and a worker that dies mid-send lets the row come back after the lease.
 */
export async function reclamarPendientes(db: Executor, ahora: Date, limite: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: correosOutbox.id })
      .from(correosOutbox)
      .where(and(eq(correosOutbox.estado, 'pendiente'), lte(correosOutbox.proximoIntento, ahora)))
      .orderBy(asc(correosOutbox.proximoIntento))
      .limit(limite)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(correosOutbox)
      .set({
        proximoIntento: new Date(ahora.getTime() + leaseMs),
        intentos: sql`${correosOutbox.intentos} + 1`,
      })
      .where(
        inArray(
          correosOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * A claim is the row's `intentos` as the claim left it: every claim increments it, so a worker whose
 * lease ran out and was re-claimed by another no longer matches, and its late writes change nothing.
 */
export interface Reclamo {
  id: string;
  intentos: number;
}

const delReclamo = (r: Reclamo) =>
  and(
    eq(correosOutbox.id, r.id),
    eq(correosOutbox.intentos, r.intentos),
    eq(correosOutbox.estado, 'pendiente'),
  );

/** Pushes the lease of a claimed mail forward just before sending it; false when the claim was lost. */
export async function renovarReclamo(db: Executor, r: Reclamo, hasta: Date): Promise<boolean> {
  const filas = await db
    .update(correosOutbox)
    .set({ proximoIntento: hasta })
    .where(delReclamo(r))
    .returning({ id: correosOutbox.id });
  return filas.length === 1;
}

export async function marcarEnviado(db: Executor, r: Reclamo, ahora: Date) {
  await db
    .update(correosOutbox)
    .set({ estado: 'enviado', enviadoEn: ahora, ultimoError: null })
    .where(delReclamo(r));
}

export async function marcarFallido(db: Executor, r: Reclamo, proximoIntento: Date, error: string) {
  await db
    .update(correosOutbox)
    .set({ proximoIntento, ultimoError: error.slice(0, 500) })
    .where(delReclamo(r));
}

/** After the last allowed attempt: kept for the record, never tried again. */
async function marcarDescartado(db: Executor, r: Reclamo, error: string) {
  await db
    .update(correosOutbox)
    .set({ estado: 'descartado', ultimoError: error.slice(0, 500) })
    .where(delReclamo(r));
}

/** A claimed mail's lease and retries, as lib/reintentos drives them. */
export const reclamos = { renovarReclamo, marcarFallido, marcarDescartado };
