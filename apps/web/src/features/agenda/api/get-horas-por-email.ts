import type { Fecha } from '@barberia/shared';
import { apiRequest, esNoEncontrado } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/** The days holding this e-mail's booked hours; the API answers 404 when there are none (spec §7). */
export async function getHorasPorEmail(email: string, signal?: AbortSignal): Promise<Fecha[]> {
  try {
    return await apiRequest<Fecha[]>(`/fechas/obtener-fechas-clientes/email/${encodeURIComponent(email)}`, {
      signal,
    });
  } catch (error) {
    if (esNoEncontrado(error)) return [];
    throw error;
  }
}

export function horasPorEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['horas-agendadas', email],
    queryFn: ({ signal }) => getHorasPorEmail(email, signal),
    staleTime: 0,
  });
}

export function useHorasPorEmail(email: string) {
  return useQuery(horasPorEmailQueryOptions(email));
}
