import type { FechasPasadasRespuesta } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';

/** Removes the logged barber's days before today (Santiago). */
export function useEliminarFechasPasadas() {
  return useCambio({
    mutationFn: () => apiRequest<FechasPasadasRespuesta>('/fechas/pasadas', { method: 'DELETE', auth: true }),
    refresca: [['fechas']],
  });
}
