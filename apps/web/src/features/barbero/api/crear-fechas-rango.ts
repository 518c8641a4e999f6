import type { FechasRangoInput, FechasRangoRespuesta } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';

/** One bookable day per chosen weekday of the range; the server creates all of them or none. */
export function useCrearFechasRango() {
  return useCambio({
    mutationFn: (input: FechasRangoInput) =>
      apiRequest<FechasRangoRespuesta>('/fechas/rango', { method: 'POST', body: input, auth: true }),
    refresca: [['fechas']],
  });
}
