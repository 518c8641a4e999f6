import type { Acceso } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getAccesos(signal?: AbortSignal): Promise<Acceso[]> {
  return apiRequest<Acceso[]>('/accesos', { auth: true, signal });
}

export const accesosQueryOptions = queryOptions({
  queryKey: ['accesos'],
  queryFn: ({ signal }) => getAccesos(signal),
  meta: { errorMessage: 'Error al obtener los accesos, recargue la página' },
});

export function useAccesos() {
  return useQuery(accesosQueryOptions);
}
