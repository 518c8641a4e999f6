import type { Producto } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

export function getProductos(signal?: AbortSignal): Promise<Producto[]> {
  return apiRequest<Producto[]>('/productos', { signal });
}

export const productosQueryOptions = queryOptions({
  queryKey: ['productos'],
  queryFn: ({ signal }) => getProductos(signal),
  staleTime: 60_000,
  // Spec §8: product fetch failures are only logged; the page shows its empty state.
  meta: { errorMessage: 'Error al obtener los productos' },
});

export function useProductos() {
  return useQuery(productosQueryOptions);
}
