import type { Agenda, LocalDate } from '@barberia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/fechas/agenda: every barber's days from `desde` to `hasta`, with clients and free time. */
export function getAgenda(desde: LocalDate, hasta: LocalDate, signal?: AbortSignal) {
  const query = new URLSearchParams({ desde, hasta });
  return apiRequest<Agenda>(`/fechas/agenda?${query}`, { auth: true, signal });
}

export function useAgenda(desde: LocalDate, hasta: LocalDate) {
  return useQuery(
    queryOptions({
      // Under ['fechas'] so whatever refreshes a barber's days refreshes the shop's agenda too.
      queryKey: ['fechas', 'agenda', desde, hasta],
      queryFn: ({ signal }) => getAgenda(desde, hasta, signal),
      // Clients book at any moment, as on /barbero/calendario.
      staleTime: 0,
      // Moving to the next day keeps the columns on screen until the new ones arrive.
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Error al obtener la agenda' },
    }),
  );
}
