import type { FechasPasadasRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { useCambio } from '../../../lib/back-office-query';

/** Removes the logged barber's days before today (Santiago). */
export function useEliminarFechasPasadas() {
  return useCambio({
    mutationFn: () => apiRequest<FechasPasadasRespuesta>('/fechas/pasadas', { method: 'DELETE', auth: true }),
    refresca: [['fechas']],
  });
}
