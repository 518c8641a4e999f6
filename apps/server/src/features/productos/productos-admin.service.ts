import type { ProductoInput } from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { bytesDeDataUrl, normalizarImagen } from '../../infra/imagenes/guardar.js';
import { eliminarImagenSinUso, insertarImagen } from '../../infra/imagenes/imagenes.repository.js';
import { productoJson } from './productos.mapper.js';
import { buscarProducto } from './productos.repository.js';
import * as repo from './productos-admin.repository.js';

const valores = (p: ProductoInput) => ({
  nombre: p.nombre,
  descripcion: p.descripcion,
  precioBase: p.precioBase,
  precioFinal: p.precioFinal,
  stock: p.stock,
});

/** Decoded, checked by content and resized before any transaction opens: sharp is slow, locks should not be. */
async function maestraDe(img: string) {
  return normalizarImagen(bytesDeDataUrl(img));
}

/** The admin's products. The shop reads them through productos.repository (issue 3). */
export function crearProductosAdminService({ db }: Pick<Deps, 'db'>) {
  async function leer(id: string) {
    const fila = await buscarProducto(db, id);
    if (!fila) throw new AppError('PRODUCTO_NO_ENCONTRADO');
    return productoJson(fila.producto, fila.imagen);
  }

  return {
    async crear(input: ProductoInput & { img: string }) {
      const maestra = await maestraDe(input.img);
      const id = await db.transaction(async (tx) => {
        const imagenId = await insertarImagen(tx, maestra);
        return repo.insertarProducto(tx, { ...valores(input), imagenId });
      });
      return leer(id);
    },

    /** Without img the picture stays; a new one replaces it and the old one is removed. */
    async actualizar(id: string, input: ProductoInput) {
      const maestra = input.img ? await maestraDe(input.img) : undefined;
      await db.transaction(async (tx) => {
        const anterior = await repo.bloquearProducto(tx, id);
        if (!anterior) throw new AppError('PRODUCTO_NO_ENCONTRADO');
        if (!maestra) return repo.actualizarProducto(tx, id, valores(input));
        const imagenId = await insertarImagen(tx, maestra);
        await repo.actualizarProducto(tx, id, { ...valores(input), imagenId });
        if (anterior.imagenId) await eliminarImagenSinUso(tx, anterior.imagenId);
      });
      return leer(id);
    },

    async eliminar(id: string) {
      await db.transaction(async (tx) => {
        const anterior = await repo.bloquearProducto(tx, id);
        if (!anterior) throw new AppError('PRODUCTO_NO_ENCONTRADO');
        await repo.eliminarProducto(tx, id);
        if (anterior.imagenId) await eliminarImagenSinUso(tx, anterior.imagenId);
      });
      return { msg: 'Producto eliminado.' };
    },
  };
}

export type ProductosAdminService = ReturnType<typeof crearProductosAdminService>;
