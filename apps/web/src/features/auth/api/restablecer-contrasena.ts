import type { RestablecerContrasenaInput, VerificarEnlaceRespuesta } from '@barberia/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function ruta(uid: string, token: string) {
  return `/auth/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
}

/** Checks the e-mailed link before showing the form (spec 001 §2). */
export function verificarEnlace(uid: string, token: string, signal?: AbortSignal) {
  return apiRequest<VerificarEnlaceRespuesta>(ruta(uid, token), { signal });
}

export function verificarEnlaceQueryOptions(uid: string, token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-password', uid, token],
    queryFn: ({ signal }) => verificarEnlace(uid, token, signal),
    enabled: uid !== '' && token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: 'El enlace para cambiar la contraseña no es válido' },
  });
}

export function useVerificarEnlace(uid: string, token: string) {
  return useQuery(verificarEnlaceQueryOptions(uid, token));
}

export function restablecerContrasena(uid: string, token: string, input: RestablecerContrasenaInput) {
  return apiRequest<{ msg: string }>(ruta(uid, token), { method: 'POST', body: input });
}

export function useRestablecerContrasena(uid: string, token: string) {
  return useMutation({
    mutationFn: (input: RestablecerContrasenaInput) => restablecerContrasena(uid, token, input),
  });
}
