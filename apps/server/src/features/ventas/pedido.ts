import type { CodigoError, LineaActualizada, LineaPedido, ProductoVendido } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import { AppError, PG_CHECK_VIOLATION, pgCode } from '../../errors.js';
import { productosParaVender } from './stock.repository.js';

/** The cart as it can be bought now: products that still exist, at most their stock, today's price. */
async function carritoActual(db: Executor, lineas: LineaPedido[]) {
  const actuales = new Map(
    (
      await productosParaVender(
        db,
        lineas.map((l) => l._id),
      )
    ).map((p) => [p.id, p]),
  );
  const carrito: LineaActualizada[] = lineas.flatMap((l) => {
    const p = actuales.get(l._id);
    if (!p || p.stock <= 0) return [];
    return [
      {
        _id: p.id,
        nombre: p.nombre,
        cantidad: Math.min(l.cantidad, p.stock),
        precio: p.precio,
        stock: p.stock,
      },
    ];
  });
  return { carrito, actuales };
}

const totalDe = (lineas: { cantidad: number; precio: number }[]) =>
  lineas.reduce((t, l) => t + l.cantidad * l.precio, 0);

/** A refusal that carries the refreshed cart, so the page can show what can be bought now. */
export async function carritoCambiado(db: Executor, lineas: LineaPedido[], code: CodigoError) {
  const { carrito } = await carritoActual(db, lineas);
  const error = new AppError(code);
  error.detalle = { carrito, total: totalDe(carrito) };
  return error;
}

/**
 * Prices a cart from the database, never from the client: a product gone, short of stock, or a total
 * that differs from what the buyer saw (`totalVisto`) refuses with the cart as it is now.
 */
export async function cotizar(db: Executor, lineas: LineaPedido[], totalVisto?: number) {
  const { carrito, actuales } = await carritoActual(db, lineas);
  const cambio = lineas.some((l) => {
    const p = actuales.get(l._id);
    return !p || p.stock < l.cantidad;
  });
  const total = totalDe(carrito);
  if (cambio || (totalVisto !== undefined && totalVisto !== total)) {
    const error = new AppError('CARRITO_CAMBIO');
    error.detalle = { carrito, total };
    throw error;
  }
  const productos: ProductoVendido[] = carrito.map(({ _id, nombre, cantidad, precio }) => ({
    _id,
    nombre,
    cantidad,
    precio,
  }));
  return { productos, total };
}

/** True when a write failed on the stock CHECK: another buyer took the units first. */
export const sinStock = (error: unknown) => pgCode(error) === PG_CHECK_VIOLATION;
