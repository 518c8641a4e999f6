import type { Abono } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/consultas';
import { cabeceraDePruebas, tokensCliente } from '../lib/tokens-cliente';

/**
 * GET /api/abonos/{id}: a booking's deposit, where Webpay returns to. Its id shows the hour and the state;
 * the name and e-mail come only to a device that proves the hour, so this one sends its proofs (decision 051).
 */
export const abonoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['abono', id],
    queryFn: ({ signal }) =>
      apiRequest<Abono>(`/abonos/${encodeURIComponent(id)}`, {
        signal,
        headers: cabeceraDePruebas(tokensCliente.todos(Date.now())),
      }),
    meta: { errorMessage: 'Error al obtener el abono' },
  });
