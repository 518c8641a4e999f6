import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { galeria, imagenes } from '../../db/schema.js';

/** The gallery's photos in the shop's order, with each picture's size. */
export function listarGaleria(db: Executor) {
  return db
    .select({
      id: galeria.id,
      alt: galeria.alt,
      imagenId: imagenes.id,
      ancho: imagenes.ancho,
      alto: imagenes.alto,
    })
    .from(galeria)
    .innerJoin(imagenes, eq(imagenes.id, galeria.imagenId))
    .orderBy(asc(galeria.orden), asc(galeria.creadoEn));
}

/** A new photo goes last. */
export async function insertarFoto(db: Executor, imagenId: string, alt: string) {
  const [fila] = await db
    .insert(galeria)
    .values({ imagenId, alt, orden: sql`coalesce((select max(${galeria.orden}) from ${galeria}), 0) + 1` })
    .returning({ id: galeria.id });
  return fila!.id;
}

export async function cambiarAlt(db: Executor, id: string, alt: string) {
  const filas = await db.update(galeria).set({ alt }).where(eq(galeria.id, id)).returning({ id: galeria.id });
  return filas.length > 0;
}

export async function eliminarFoto(db: Executor, id: string) {
  const [fila] = await db.delete(galeria).where(eq(galeria.id, id)).returning({ imagenId: galeria.imagenId });
  return fila;
}

/** Every photo's id, rows locked: an order is written against the gallery as it is now. */
export function bloquearIds(db: Executor) {
  return db.select({ id: galeria.id }).from(galeria).for('update');
}

export async function ordenar(db: Executor, ids: readonly string[]) {
  for (const [i, id] of ids.entries())
    await db
      .update(galeria)
      .set({ orden: i + 1 })
      .where(eq(galeria.id, id));
}
