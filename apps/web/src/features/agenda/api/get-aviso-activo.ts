import type { Aviso } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/** The active notice, or null when there is none. */
export function getAvisoActivo(signal?: AbortSignal): Promise<Aviso | null> {
  return apiRequest<Aviso | null>('/avisos/active', { signal });
}

export const avisoActivoQueryOptions = queryOptions({
  queryKey: ['avisos', 'active'],
  queryFn: ({ signal }) => getAvisoActivo(signal),
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Error al obtener el aviso' },
});

export function useAvisoActivo() {
  return useQuery(avisoActivoQueryOptions);
}
