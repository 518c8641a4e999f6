import type { Fecha } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/consultas';

/** The barber's bookable days from today on, ascending. */
export function getFechasClientes(barberoId: string, signal?: AbortSignal): Promise<Fecha[]> {
  return apiRequest<Fecha[]>(`/fechas/obtener-fechas-clientes/${encodeURIComponent(barberoId)}`, { signal });
}

export function fechasClientesQueryOptions(barberoId: string) {
  return queryOptions({
    queryKey: ['fechas', 'clientes', barberoId],
    queryFn: ({ signal }) => getFechasClientes(barberoId, signal),
    enabled: barberoId !== '',
    // Other clients book all the time: always refetch when the hour screen opens.
    staleTime: 0,
    meta: { errorMessage: 'Error al obtener las fechas' },
  });
}
