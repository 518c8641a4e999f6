import type { Fecha } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every day of this barber, with the name and e-mail of each booking (the owner's token shows them). */
export function getFechasBarbero(barberoId: string, signal?: AbortSignal): Promise<Fecha[]> {
  return apiRequest<Fecha[]>(`/fechas/obtener-fechas/${encodeURIComponent(barberoId)}`, {
    auth: true,
    signal,
  });
}

export function fechasBarberoQueryKey(barberoId: string) {
  return ['fechas', 'barbero', barberoId] as const;
}

export function fechasBarberoQueryOptions(barberoId: string) {
  return queryOptions({
    queryKey: fechasBarberoQueryKey(barberoId),
    queryFn: ({ signal }) => getFechasBarbero(barberoId, signal),
    // Clients book at any moment: what the barber sees should be fresh.
    staleTime: 0,
    meta: { errorMessage: 'Error al obtener las fechas' },
  });
}

export function useFechasBarbero(barberoId: string) {
  return useQuery(fechasBarberoQueryOptions(barberoId));
}
