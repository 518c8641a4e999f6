import { ajustarCarrito, type Producto } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';
import { avisoCarrito } from '../lib/aviso-carrito';
import { carritoGuardado } from '../lib/carrito-guardado';
import { mensajesDeCambios } from '../lib/mensajes-de-cambios';

/** POST /api/productos/cart-products: the cart's products as the shop has them now. */
export function getProductosDelCarrito(ids: string[], signal?: AbortSignal): Promise<Producto[]> {
  return apiRequest<Producto[]>('/productos/cart-products', { method: 'POST', body: { ids }, signal });
}

/**
 * Every answer is compared with the stored cart: products gone or sold out leave it, quantities come
 * down to the stock, prices are brought up to date, and the client is told what changed (spec §4).
 */
export const productosDelCarritoQueryOptions = queryOptions({
  queryKey: ['productos', 'carrito'],
  queryFn: async ({ signal }) => {
    const ids = carritoGuardado.get().map((l) => l._id);
    const productos = ids.length === 0 ? [] : await getProductosDelCarrito(ids, signal);
    const { carrito, cambios } = ajustarCarrito(carritoGuardado.get(), productos);
    if (cambios.length > 0) {
      carritoGuardado.set(carrito);
      avisoCarrito.set(mensajesDeCambios(cambios));
    }
    return productos;
  },
  meta: { errorMessage: 'Error al obtener los productos del carrito' },
});

export function useProductosDelCarrito() {
  return useQuery(productosDelCarritoQueryOptions);
}
