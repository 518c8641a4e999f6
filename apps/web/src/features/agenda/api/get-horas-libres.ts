import { CUALQUIERA, type HorasLibresRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/**
 * The hour screen's data: each day from today on with its free starts for the block's length (its
 * services' sum, decision 037), computed by the server with the shared rules. The browser revalidates it
 * with the server's ETag. For «Cualquiera» (`barberoId` is `CUALQUIERA`), the union of every barber who
 * performs `servicioId` and every add-on (decision 031).
 */
export function getHorasLibres(
  barberoId: string,
  servicioId: string,
  duracion: number,
  adicionales: readonly string[] = [],
  signal?: AbortSignal,
): Promise<HorasLibresRespuesta> {
  const conAdicionales =
    adicionales.length > 0 ? `&adicionales=${adicionales.map(encodeURIComponent).join(',')}` : '';
  const ruta =
    barberoId === CUALQUIERA
      ? `/fechas/horas-libres?servicio=${encodeURIComponent(servicioId)}&duracion=${duracion}${conAdicionales}`
      : `/fechas/horas-libres/${encodeURIComponent(barberoId)}?duracion=${duracion}`;
  return apiRequest<HorasLibresRespuesta>(ruta, { signal });
}

export function useHorasLibres(
  barberoId: string,
  servicioId: string,
  duracion: number,
  adicionales: readonly { _id: string }[] = [],
) {
  const cualquiera = barberoId === CUALQUIERA;
  const ids = cualquiera ? adicionales.map((a) => a._id) : [];
  return useQuery(
    queryOptions({
      queryKey: ['fechas', 'horas-libres', barberoId, cualquiera ? servicioId : '', duracion, ...ids],
      queryFn: ({ signal }) => getHorasLibres(barberoId, servicioId, duracion, ids, signal),
      enabled: barberoId !== '' && duracion > 0 && (!cualquiera || servicioId !== ''),
      // Other clients book all the time: always ask again when the hour screen opens.
      staleTime: 0,
      meta: { errorMessage: 'Error al obtener las fechas' },
    }),
  );
}
