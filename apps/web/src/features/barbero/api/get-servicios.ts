import type { Servicio } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every service of the shop, with its type. */
export function getServicios(signal?: AbortSignal): Promise<Servicio[]> {
  return apiRequest<Servicio[]>('/servicios', { signal });
}

export const serviciosQueryOptions = queryOptions({
  queryKey: ['servicios', 'todos'],
  queryFn: ({ signal }) => getServicios(signal),
  staleTime: 60_000,
  meta: { errorMessage: 'Error al obtener los servicios o tipos' },
});

export function useServicios() {
  return useQuery(serviciosQueryOptions);
}
