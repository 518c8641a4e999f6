import type { Servicio } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getServicios(signal?: AbortSignal): Promise<Servicio[]> {
  return apiRequest<Servicio[]>('/servicios', { signal });
}

export const serviciosQueryOptions = queryOptions({
  queryKey: ['servicios', 'todos'],
  queryFn: ({ signal }) => getServicios(signal),
  meta: { errorMessage: 'Error al obtener los servicios o tipos' },
});

export function useServicios() {
  return useQuery(serviciosQueryOptions);
}
