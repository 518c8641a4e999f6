import type { ResenasPublicas } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/** The published reviews the home page shows, with their average and count (GET /api/resenas). */
export const resenasQueryOptions = queryOptions({
  queryKey: ['resenas'],
  queryFn: ({ signal }) => apiRequest<ResenasPublicas>('/resenas', { signal }),
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Error al obtener las reseñas' },
});

export function useResenas() {
  return useQuery(resenasQueryOptions);
}
