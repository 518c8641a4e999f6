import { and, eq, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { galeria, imagenes, productos } from '../../db/schema.js';

type NuevoProducto = typeof productos.$inferInsert;

export async function insertarProducto(db: Executor, valores: NuevoProducto) {
  const [fila] = await db.insert(productos).values(valores).returning({ id: productos.id });
  return fila!.id;
}

/** The row as it was before the change (its old picture), or undefined when it does not exist. */
export async function bloquearProducto(db: Executor, id: string) {
  const [fila] = await db.select().from(productos).where(eq(productos.id, id)).for('update');
  return fila;
}

export async function actualizarProducto(db: Executor, id: string, valores: Partial<NuevoProducto>) {
  await db.update(productos).set(valores).where(eq(productos.id, id));
}

export async function eliminarProducto(db: Executor, id: string) {
  await db.delete(productos).where(eq(productos.id, id));
}

/** Drops a picture nothing shows any more (its sizes go with it); one still in use stays. */
export async function eliminarImagenSinUso(db: Executor, imagenId: string) {
  await db
    .delete(imagenes)
    .where(
      and(
        eq(imagenes.id, imagenId),
        notExists(db.select({ id: productos.id }).from(productos).where(eq(productos.imagenId, imagenId))),
        notExists(db.select({ id: galeria.id }).from(galeria).where(eq(galeria.imagenId, imagenId))),
      ),
    );
}
