import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { imagenes, productos } from '../../db/schema.js';

const columnasImagen = { id: imagenes.id, ancho: imagenes.ancho, alto: imagenes.alto };

/** Products with their picture's size; by ids when given (unknown ids are simply absent). */
export async function listarProductos(db: Executor, ids?: string[]) {
  const filas = await db
    .select({ producto: productos, imagen: columnasImagen })
    .from(productos)
    .leftJoin(imagenes, eq(imagenes.id, productos.imagenId))
    .where(ids ? inArray(productos.id, ids) : undefined)
    .orderBy(asc(productos.nombre));
  return filas;
}

export async function buscarProducto(db: Executor, id: string) {
  const [fila] = await listarProductos(db, [id]);
  return fila;
}
