import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function eliminarAcceso(id: string) {
  return apiRequest<{ msg: string }>(`/accesos/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}

export function useEliminarAcceso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarAcceso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accesos'] }),
  });
}
