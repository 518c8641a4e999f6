import type { Evento } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/** The barber's busy calendar events (they block slots like booked hours do). */
export function getEventosBarbero(barberoId: string, signal?: AbortSignal): Promise<Evento[]> {
  return apiRequest<Evento[]>(`/google-calendar/${encodeURIComponent(barberoId)}`, { signal });
}

export function eventosBarberoQueryOptions(barberoId: string) {
  return queryOptions({
    queryKey: ['eventos', barberoId],
    queryFn: ({ signal }) => getEventosBarbero(barberoId, signal),
    enabled: barberoId !== '',
    staleTime: 0,
    meta: { errorMessage: 'Error al obtener los eventos del barbero' },
  });
}

export function useEventosBarbero(barberoId: string) {
  return useQuery(eventosBarberoQueryOptions(barberoId));
}
