import type { VentasRespuesta } from '@barberia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One page (20 rows) of sales, newest first; `email` filters by a case-insensitive substring. */
export function getVentas(email: string, pagina: number, signal?: AbortSignal) {
  const consulta = new URLSearchParams({ pagina: String(pagina) });
  if (email.trim()) consulta.set('email', email.trim());
  return apiRequest<VentasRespuesta>(`/ventas?${consulta}`, { auth: true, signal });
}

export function ventasQueryOptions(email: string, pagina: number) {
  return queryOptions({
    queryKey: ['ventas', { email: email.trim(), pagina }],
    queryFn: ({ signal }) => getVentas(email, pagina, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Error al obtener las ventas' },
  });
}

export function useVentas(email: string, pagina: number) {
  return useQuery(ventasQueryOptions(email, pagina));
}
