import { and, asc, count, eq, gt, gte, isNull, lte, min, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { eventos, rsvps } from '../../db/schema.js';

type NuevoEvento = typeof eventos.$inferInsert;
type NuevoRsvp = typeof rsvps.$inferInsert;

export function listarEventosDesde(db: Executor, desde: string) {
  return db
    .select()
    .from(eventos)
    .where(gte(eventos.startDate, desde))
    .orderBy(asc(eventos.startDate), asc(eventos.startTime));
}

export function listarEventos(db: Executor) {
  return db.select().from(eventos).orderBy(asc(eventos.startDate), asc(eventos.startTime));
}

/** With `bloquear`, the event row is locked: every RSVP of one event counts its places in turn. */
export async function buscarEvento(db: Executor, id: string, bloquear = false) {
  const consulta = db.select().from(eventos).where(eq(eventos.id, id));
  const [fila] = await (bloquear ? consulta.for('update') : consulta);
  return fila;
}

export async function crearEvento(db: Executor, valores: NuevoEvento) {
  const [fila] = await db.insert(eventos).values(valores).returning();
  return fila!;
}

export async function actualizarEvento(db: Executor, id: string, valores: Partial<NuevoEvento>) {
  const [fila] = await db.update(eventos).set(valores).where(eq(eventos.id, id)).returning();
  return fila;
}

export async function eliminarEvento(db: Executor, id: string) {
  const filas = await db.delete(eventos).where(eq(eventos.id, id)).returning({ id: eventos.id });
  return filas.length > 0;
}

export function rsvpsDelEvento(db: Executor, eventoId: string) {
  return db
    .select()
    .from(rsvps)
    .where(eq(rsvps.eventoId, eventoId))
    .orderBy(asc(rsvps.creadoEn), asc(rsvps.id));
}

export async function insertarRsvp(db: Executor, valores: NuevoRsvp) {
  const [fila] = await db.insert(rsvps).values(valores).returning();
  return fila!;
}

export async function actualizarRsvp(db: Executor, id: string, valores: Partial<NuevoRsvp>) {
  const [fila] = await db.update(rsvps).set(valores).where(eq(rsvps.id, id)).returning();
  return fila!;
}

export async function buscarRsvpPorToken(db: Executor, tokenHash: string) {
  const [fila] = await db.select().from(rsvps).where(eq(rsvps.tokenHash, tokenHash));
  return fila;
}

export async function borrarRsvp(db: Executor, id: string) {
  await db.delete(rsvps).where(eq(rsvps.id, id));
}

/**
 * Answers waiting for their mail that one address sent since `desde`, in any event, leaving out the one
 * about to be replaced; and the oldest one's instant, to say when the address may answer again.
 */
export async function pendientesDeIp(db: Executor, ip: string, desde: Date, excepto?: string) {
  const [fila] = await db
    .select({ cantidad: count(), primera: min(rsvps.actualizadoEn) })
    .from(rsvps)
    .where(
      and(
        isNull(rsvps.confirmadoEn),
        eq(rsvps.ip, ip),
        gt(rsvps.actualizadoEn, desde),
        excepto ? ne(rsvps.id, excepto) : undefined,
      ),
    );
  return { cantidad: fila?.cantidad ?? 0, primera: fila?.primera ?? null };
}

/** Unconfirmed answers whose link lapsed free their places for good. */
export async function borrarRsvpsVencidos(db: Executor, eventoId: string, ahora: Date) {
  await db
    .delete(rsvps)
    .where(and(eq(rsvps.eventoId, eventoId), isNull(rsvps.confirmadoEn), lte(rsvps.expiraEn, ahora)));
}
