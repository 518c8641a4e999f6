import type { TipoConServicios } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

export function getTiposConServicios(signal?: AbortSignal): Promise<TipoConServicios[]> {
  return apiRequest<TipoConServicios[]>('/tipo-servicio/servicios', { signal });
}

export const tiposConServiciosQueryOptions = queryOptions({
  queryKey: ['tipo-servicio', 'servicios'],
  queryFn: ({ signal }) => getTiposConServicios(signal),
  staleTime: 5 * 60_000,
  meta: { errorMessage: 'Error al obtener los servicios o tipos' },
});

export function useTiposConServicios() {
  return useQuery(tiposConServiciosQueryOptions);
}
