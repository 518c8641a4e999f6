import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { productos } from '../../db/schema.js';

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
