import type { Aviso } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getAvisos(signal?: AbortSignal): Promise<Aviso[]> {
  return apiRequest<Aviso[]>('/avisos', { signal });
}

export const avisosQueryOptions = queryOptions({
  queryKey: ['avisos', 'lista'],
  queryFn: ({ signal }) => getAvisos(signal),
  meta: { errorMessage: 'Error al obtener los avisos' },
});

export function useAvisos() {
  return useQuery(avisosQueryOptions);
}
