import type { Servicio } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

export function getServicios(signal?: AbortSignal): Promise<Servicio[]> {
  return apiRequest<Servicio[]>('/servicios', { signal });
}

export const serviciosQueryOptions = queryOptions({
  queryKey: ['servicios'],
  queryFn: ({ signal }) => getServicios(signal),
  staleTime: 60_000,
  // Spec §8: service fetch failures are only logged; the page shows its empty state.
  meta: { errorMessage: 'Error al obtener los servicios' },
});

export function useServicios() {
  return useQuery(serviciosQueryOptions);
}
