import type { PoliticaDeAbonos } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/**
 * GET /api/abonos/politica: the shop's deposit policy, which the booking steps say before «Agendar» and
 * the cancel question applies (issue 42, decision 055).
 */
export const politicaDeAbonosQueryOptions = queryOptions({
  queryKey: ['abonos', 'politica'],
  queryFn: ({ signal }) => apiRequest<PoliticaDeAbonos>('/abonos/politica', { signal }),
  // The admin changes it rarely; a minute old is still the policy the client reads before paying.
  staleTime: 60_000,
  meta: { errorMessage: 'Error al obtener la política de abonos' },
});

export function usePoliticaDeAbonos() {
  return useQuery(politicaDeAbonosQueryOptions);
}
