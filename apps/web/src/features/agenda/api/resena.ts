import type { ResenaInput, VisitaParaResena } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/consultas';
import { cabeceraDePruebas } from '../lib/tokens-cliente';

/**
 * The review link's proof (decision 018), kept for this tab only: it covers one past visit, so no other
 * page needs it, and out of localStorage it stays out of the booking pages' shared code (decision 008).
 */
const CLAVE = (id: string) => `resena:${id}`;

export function guardarPruebaDeResena(id: string, token: string) {
  try {
    sessionStorage.setItem(CLAVE(id), token);
  } catch {
    // Blocked storage: the link still works while the page stays open.
  }
}

function pruebaDeResena(id: string): string {
  try {
    return sessionStorage.getItem(CLAVE(id)) ?? '';
  } catch {
    return '';
  }
}

const conPrueba = (id: string) => cabeceraDePruebas([pruebaDeResena(id)]);

/** The visit the review link is about, and the review if it was already sent. */
export function visitaQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['resena-visita', id],
    queryFn: ({ signal }) =>
      apiRequest<VisitaParaResena>(`/resenas/hora/${encodeURIComponent(id)}`, {
        signal,
        headers: conPrueba(id),
      }),
    staleTime: 0,
  });
}

export function enviarResena(id: string, input: ResenaInput) {
  return apiRequest<{ msg: string }>(`/resenas/hora/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: input,
    headers: conPrueba(id),
  });
}
