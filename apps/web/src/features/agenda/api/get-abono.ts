import type { Abono } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/consultas';

/** GET /api/abonos/{id}: a booking's deposit, where Webpay returns to; its random id is the only key. */
export const abonoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['abono', id],
    queryFn: ({ signal }) => apiRequest<Abono>(`/abonos/${encodeURIComponent(id)}`, { signal }),
    meta: { errorMessage: 'Error al obtener el abono' },
  });
