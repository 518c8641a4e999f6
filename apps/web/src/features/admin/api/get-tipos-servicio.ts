import type { TipoServicio } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getTiposServicio(signal?: AbortSignal): Promise<TipoServicio[]> {
  return apiRequest<TipoServicio[]>('/tipo-servicio', { signal });
}

export const tiposServicioQueryOptions = queryOptions({
  queryKey: ['tipo-servicio', 'lista'],
  queryFn: ({ signal }) => getTiposServicio(signal),
  meta: { errorMessage: 'Error al obtener los servicios o tipos' },
});

export function useTiposServicio() {
  return useQuery(tiposServicioQueryOptions);
}
