import type { Aviso } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { avisosQueryOptions } from './get-avisos';

/** Toggles a notice; the answer is the whole list, which replaces the local one (spec 000 §4). */
export function cambiarEstadoAviso(id: string) {
  return apiRequest<Aviso[]>(`/avisos/${encodeURIComponent(id)}/status`, { method: 'PUT', auth: true });
}

export function useCambiarEstadoAviso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarEstadoAviso,
    onSuccess: (lista) => queryClient.setQueryData(avisosQueryOptions.queryKey, lista),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['avisos', 'active'] }),
  });
}
