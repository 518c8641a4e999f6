import type { Producto } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getProductos(signal?: AbortSignal): Promise<Producto[]> {
  return apiRequest<Producto[]>('/productos', { signal });
}

export const productosQueryOptions = queryOptions({
  queryKey: ['productos', 'lista'],
  queryFn: ({ signal }) => getProductos(signal),
  meta: { errorMessage: 'Error al obtener los productos' },
});

export function useProductos() {
  return useQuery(productosQueryOptions);
}
