import type { BarberoConServicios } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/** Active barbers with their services. */
export function getBarberosConServicios(signal?: AbortSignal): Promise<BarberoConServicios[]> {
  return apiRequest<BarberoConServicios[]>('/servicios/obtener-servicios', { signal });
}

export const barberosConServiciosQueryOptions = queryOptions({
  queryKey: ['servicios', 'obtener-servicios'],
  queryFn: ({ signal }) => getBarberosConServicios(signal),
  staleTime: 60_000,
  meta: { errorMessage: 'Error al obtener los servicios o tipos' },
});

export function useBarberosConServicios() {
  return useQuery(barberosConServiciosQueryOptions);
}
