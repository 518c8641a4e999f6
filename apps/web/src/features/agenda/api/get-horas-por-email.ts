import type { Fecha } from '@barberia/shared';
import { ApiError, apiRequest, esNoEncontrado } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/consultas';
import { cabeceraDePruebas, tokensCliente } from '../lib/tokens-cliente';

/** The hours this device may show, or that it holds no proof for that address (decision 018). */
export type HorasDeCliente = { tipo: 'horas'; fechas: Fecha[] } | { tipo: 'sin-prueba' };

/**
 * The days holding this e-mail's booked hours, asked with the proofs kept on this device. Without
 * any, nothing is asked: the page offers to mail the link. A 404 means no hours (spec §7).
 */
export async function getHorasPorEmail(email: string, signal?: AbortSignal): Promise<HorasDeCliente> {
  const tokens = tokensCliente.de(email, Date.now());
  if (tokens.length === 0) return { tipo: 'sin-prueba' };
  try {
    const fechas = await apiRequest<Fecha[]>(
      `/fechas/obtener-fechas-clientes/email/${encodeURIComponent(email)}`,
      { signal, headers: cabeceraDePruebas(tokens) },
    );
    return { tipo: 'horas', fechas };
  } catch (error) {
    if (esNoEncontrado(error)) return { tipo: 'horas', fechas: [] };
    if (error instanceof ApiError && error.code === 'SIN_PRUEBA_DE_CORREO') return { tipo: 'sin-prueba' };
    throw error;
  }
}

export function horasPorEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['horas-agendadas', email],
    queryFn: ({ signal }) => getHorasPorEmail(email, signal),
    staleTime: 0,
  });
}

export function useHorasPorEmail(email: string) {
  return useQuery(horasPorEmailQueryOptions(email));
}
