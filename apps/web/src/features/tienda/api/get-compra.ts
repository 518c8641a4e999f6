import type { Venta } from '@barberia/shared';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryCache, queryOptions, useQuery } from '../../../lib/consultas';

/** GET /api/ventas/{id}: the buyer's own purchase; its random id is the only key. */
export function getCompra(id: string, signal?: AbortSignal) {
  return apiRequest<Venta>(`/ventas/${encodeURIComponent(id)}`, { signal });
}

export const compraQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['compra', id],
    queryFn: ({ signal }) => getCompra(id, signal),
    meta: { errorMessage: 'Error al obtener la compra' },
  });

/** The purchase; while Webpay's answer is still being settled (PENDIENTE) it is asked for again every 3 s. */
export function useCompra(id: string) {
  const estado = useQuery(compraQueryOptions(id));
  const pendiente = estado.data?.status === 'PENDIENTE';
  useEffect(() => {
    if (!pendiente) return;
    const reloj = setInterval(() => {
      queryCache.invalidateQueries({ queryKey: ['compra', id] }).catch(() => undefined);
    }, 3000);
    return () => clearInterval(reloj);
  }, [pendiente, id]);
  return estado;
}
