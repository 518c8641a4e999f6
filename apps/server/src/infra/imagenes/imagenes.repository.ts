import { and, eq, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { galeria, imagenes, imagenVariantes, productos, usuarios } from '../../db/schema.js';

export async function insertarImagen(db: Executor, valores: typeof imagenes.$inferInsert) {
  const [fila] = await db.insert(imagenes).values(valores).returning({ id: imagenes.id });
  return fila!.id;
}

export async function buscarMaestra(db: Executor, id: string) {
  const [fila] = await db.select().from(imagenes).where(eq(imagenes.id, id));
  return fila;
}

export async function buscarVariante(db: Executor, imagenId: string, ancho: number, formato: Formato) {
  const [fila] = await db
    .select({ datos: imagenVariantes.datos })
    .from(imagenVariantes)
    .where(
      and(
        eq(imagenVariantes.imagenId, imagenId),
        eq(imagenVariantes.ancho, ancho),
        eq(imagenVariantes.formato, formato),
      ),
    );
  return fila?.datos;
}

export async function guardarVariante(db: Executor, valores: typeof imagenVariantes.$inferInsert) {
  await db.insert(imagenVariantes).values(valores).onConflictDoNothing();
}

export type Formato = 'avif' | 'webp' | 'jpeg';

/** Drops a picture nothing shows any more (its sizes go with it); one still in use stays. */
export async function eliminarImagenSinUso(db: Executor, imagenId: string) {
  await db
    .delete(imagenes)
    .where(
      and(
        eq(imagenes.id, imagenId),
        notExists(db.select({ id: productos.id }).from(productos).where(eq(productos.imagenId, imagenId))),
        notExists(db.select({ id: galeria.id }).from(galeria).where(eq(galeria.imagenId, imagenId))),
        notExists(db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.fotoId, imagenId))),
      ),
    );
}
