import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { productoJson } from './productos.mapper.js';
import * as repo from './productos.repository.js';

/** The shop's reads; the admin's writes live in productos-admin.service.ts. */
export function crearProductosService({ db }: Pick<Deps, 'db'>) {
  const listar = async (ids?: string[]) =>
    (await repo.listarProductos(db, ids)).map((f) => productoJson(f.producto, f.imagen));

  return {
    listar,

    async buscar(id: string) {
      const fila = await repo.buscarProducto(db, id);
      if (!fila) throw new AppError('PRODUCTO_NO_ENCONTRADO');
      return productoJson(fila.producto, fila.imagen);
    },

    /** Only the price fields of the products that still exist; a missing id is simply absent. */
    precios: async (ids: string[]) =>
      (await listar(ids)).map(({ _id, precioBase, precioFinal, descuento }) => ({
        _id,
        precioBase,
        precioFinal,
        descuento,
      })),
  };
}

export type ProductosService = ReturnType<typeof crearProductosService>;
