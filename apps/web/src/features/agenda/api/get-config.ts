import { apiRequest } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';

/** The fixed barber the public flow books with (spec §2 "a fixed barber id is used"). */
export interface ConfigPublica {
  barberoId: string;
  barberoNombre: string;
  zona: string;
}

export function getConfig(signal?: AbortSignal): Promise<ConfigPublica> {
  return apiRequest<ConfigPublica>('/config', { signal });
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  // Fixed for the life of the server.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
