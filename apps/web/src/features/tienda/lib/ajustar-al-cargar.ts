import { queryCache } from '../../../lib/consultas';
import { productosDelCarritoQueryOptions } from '../api/get-productos-del-carrito';

/** Loaded apart by the layout, and only when a stored cart exists: most visits never need it. */
export function ajustarAlCargar(): void {
  queryCache.fetchQuery(productosDelCarritoQueryOptions).catch(() => undefined);
}
