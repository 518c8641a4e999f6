import type { FechasRangoInput, FechasRangoRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { useCambio } from '../../../lib/back-office-query';

/** One bookable day per chosen weekday of the range; the server creates all of them or none. */
export function useCrearFechasRango() {
  return useCambio({
    mutationFn: (input: FechasRangoInput) =>
      apiRequest<FechasRangoRespuesta>('/fechas/rango', { method: 'POST', body: input, auth: true }),
    refresca: [['fechas']],
  });
}
