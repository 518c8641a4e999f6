import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { productos } from '../../db/schema.js';

/** Current name, price and stock of the products a cart names. */
export function productosParaVender(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productos.id,
      nombre: productos.nombre,
      precio: productos.precioFinal,
      stock: productos.stock,
    })
    .from(productos)
    .where(inArray(productos.id, ids));
}

/**
 * Takes the units out of stock. The CHECK stock >= 0 refuses the update that would go below zero
 * (23514), so two buyers of the last unit cannot both get it. Ids in a fixed order: no deadlocks
 * between carts that share products.
 */
export async function descontarStock(tx: Executor, lineas: { _id: string; cantidad: number }[]) {
  for (const l of [...lineas].sort((a, b) => a._id.localeCompare(b._id))) {
    await tx
      .update(productos)
      .set({ stock: sql`${productos.stock} - ${l.cantidad}` })
      .where(sql`${productos.id} = ${l._id}`);
  }
}

/** Puts units back (a failed, expired or refunded sale); a product deleted since then is skipped. */
export async function devolverStock(tx: Executor, lineas: { _id: string; cantidad: number }[]) {
  for (const l of [...lineas].sort((a, b) => a._id.localeCompare(b._id))) {
    await tx
      .update(productos)
      .set({ stock: sql`${productos.stock} + ${l.cantidad}` })
      .where(sql`${productos.id} = ${l._id}`);
  }
}
