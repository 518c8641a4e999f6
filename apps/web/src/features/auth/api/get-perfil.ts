import type { Perfil } from '@barberia/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { cerrarSesionLocal, guardarDatosUsuario } from '../lib/sesion-local';

export const PERFIL_QUERY_KEY = ['auth', 'perfil'] as const;

/**
 * The server refused the credentials (after the API client's one renewal): the session is over. A 503
 * from a busy server, a 500 or a dropped connection says nothing about them.
 */
const sesionRechazada = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The logged user from the stored access token. Spec 001 §4 clears the session «on profile failure»;
 * read literally, a barber would be logged out by any busy moment of the server (a load-shedding 503 on
 * the Sunday 16:30 rush) or a phone's lost signal. It is cleared when the server refuses the token; other
 * failures are retried and leave the session as it was (docs/decisions/046).
 */
export async function getPerfil(signal?: AbortSignal): Promise<Perfil> {
  try {
    const perfil = await apiRequest<Perfil>('/auth/perfil', { auth: true, signal });
    guardarDatosUsuario(perfil);
    return perfil;
  } catch (error) {
    if (!signal?.aborted && sesionRechazada(error)) cerrarSesionLocal();
    throw error;
  }
}

export const perfilQueryOptions = queryOptions({
  queryKey: PERFIL_QUERY_KEY,
  queryFn: ({ signal }) => getPerfil(signal),
  staleTime: 5 * 60_000,
  // A refusal is final; a busy server or a lost connection gets three more tries (1, 2 and 4 s later).
  retry: (intentos, error) => !sesionRechazada(error) && intentos < 3,
  meta: { errorMessage: 'Error al cargar la sesión' },
});
