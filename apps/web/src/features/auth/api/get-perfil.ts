import type { Perfil } from '@barberia/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cerrarSesionLocal, guardarDatosUsuario } from '../lib/sesion-local';

export const PERFIL_QUERY_KEY = ['auth', 'perfil'] as const;

/** The logged user from the stored access token; on failure the session is cleared (spec 001 §4). */
export async function getPerfil(signal?: AbortSignal): Promise<Perfil> {
  try {
    const perfil = await apiRequest<Perfil>('/auth/perfil', { auth: true, signal });
    guardarDatosUsuario(perfil);
    return perfil;
  } catch (error) {
    if (!signal?.aborted) cerrarSesionLocal();
    throw error;
  }
}

export const perfilQueryOptions = queryOptions({
  queryKey: PERFIL_QUERY_KEY,
  queryFn: ({ signal }) => getPerfil(signal),
  staleTime: 5 * 60_000,
  retry: false,
  meta: { errorMessage: 'Error al cargar la sesión' },
});
