import type { FechasPasadasRespuesta } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Removes the logged barber's days before today (Santiago). */
export function eliminarFechasPasadas() {
  return apiRequest<FechasPasadasRespuesta>('/fechas/pasadas', { method: 'DELETE', auth: true });
}

export function useEliminarFechasPasadas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarFechasPasadas,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fechas'] }),
  });
}
