import type { Aviso } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { avisosQueryOptions } from './get-avisos';

/** Toggles a notice; the answer is the whole list, which replaces the local one (spec 000 §4). */
export function useCambiarEstadoAviso() {
  return useCambio({
    mutationFn: (id: string) =>
      apiRequest<Aviso[]>(`/avisos/${encodeURIComponent(id)}/status`, { method: 'PUT', auth: true }),
    onSuccess: (lista, _id, queryClient) => queryClient.setQueryData(avisosQueryOptions.queryKey, lista),
    refresca: [['avisos', 'active']],
  });
}
