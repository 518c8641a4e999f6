import type { FotoGaleria } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

export function getGaleria(signal?: AbortSignal): Promise<FotoGaleria[]> {
  return apiRequest<FotoGaleria[]>('/galeria', { signal });
}

export const galeriaQueryOptions = queryOptions({
  queryKey: ['galeria'],
  queryFn: ({ signal }) => getGaleria(signal),
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Error al obtener la galería' },
});

export function useGaleria() {
  return useQuery(galeriaQueryOptions);
}
