import type { ResumenVentas } from '@barberia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/ventas/resumen: this month against last, paid sales per day, best sellers. */
export function getResumenVentas(signal?: AbortSignal) {
  return apiRequest<ResumenVentas>('/ventas/resumen', { auth: true, signal });
}

export function useResumenVentas() {
  return useQuery(
    queryOptions({
      // Under ['ventas'] so a refund refreshes it with the table.
      queryKey: ['ventas', 'resumen'],
      queryFn: ({ signal }) => getResumenVentas(signal),
      meta: { errorMessage: 'Error al obtener el resumen de ventas' },
    }),
  );
}
