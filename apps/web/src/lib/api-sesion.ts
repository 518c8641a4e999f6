import { API_BASE, errorDeRespuesta, leerCuerpo } from './api-client';
import { bloqueoEntrePestanas, crearFetchAutenticado } from './fetch-autenticado';
import { tokensSesion } from './session-tokens';

/**
 * What only a signed-in user's calls need: the fetch that sends the session's access token and renews it
 * once on a 401 (spec 000 §4), and what happens when it cannot. apiRequest loads this module with its first
 * `auth: true` call, so no public page carries it.
 */
const alExpirar = new Set<() => void>();

/** Registers what happens when the session cannot be renewed (the app goes to /login). */
export function alExpirarSesion(listener: () => void): () => void {
  alExpirar.add(listener);
  return () => alExpirar.delete(listener);
}

export const fetchConSesion = crearFetchAutenticado({
  fetch: (url, init) => fetch(url, init),
  tokens: tokensSesion,
  urlRenovar: `${API_BASE}/auth/refresh`,
  exclusivo: bloqueoEntrePestanas,
  onSesionExpirada: () => {
    for (const listener of alExpirar) listener();
  },
});

/** A file the API builds for a signed-in user (the RSVP CSV): its text, or ApiError like apiRequest. */
export async function apiDescargarTexto(ruta: string): Promise<string> {
  const respuesta = await fetchConSesion(`${API_BASE}${ruta}`, { method: 'GET', headers: {} });
  if (!respuesta.ok) throw errorDeRespuesta(respuesta.status, await leerCuerpo(respuesta));
  return respuesta.text();
}
