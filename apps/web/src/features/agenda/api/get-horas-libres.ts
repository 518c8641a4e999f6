import type { HorasLibresRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/**
 * The hour screen's data: each day from today on with its free starts for the service's length, computed
 * by the server with the shared rules. The browser revalidates it with the server's ETag.
 */
export function getHorasLibres(
  barberoId: string,
  duracion: number,
  signal?: AbortSignal,
): Promise<HorasLibresRespuesta> {
  return apiRequest<HorasLibresRespuesta>(
    `/fechas/horas-libres/${encodeURIComponent(barberoId)}?duracion=${duracion}`,
    { signal },
  );
}

export function useHorasLibres(barberoId: string, duracion: number) {
  return useQuery(
    queryOptions({
      queryKey: ['fechas', 'horas-libres', barberoId, duracion],
      queryFn: ({ signal }) => getHorasLibres(barberoId, duracion, signal),
      enabled: barberoId !== '' && duracion > 0,
      // Other clients book all the time: always ask again when the hour screen opens.
      staleTime: 0,
      meta: { errorMessage: 'Error al obtener las fechas' },
    }),
  );
}
