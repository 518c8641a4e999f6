import type { Usuario } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getUsuarios(signal?: AbortSignal): Promise<Usuario[]> {
  return apiRequest<Usuario[]>('/users', { auth: true, signal });
}

export const usuariosQueryOptions = queryOptions({
  queryKey: ['users', 'lista'],
  queryFn: ({ signal }) => getUsuarios(signal),
  meta: { errorMessage: 'Error al obtener los usuarios' },
});

export function useUsuarios() {
  return useQuery(usuariosQueryOptions);
}
