import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function eliminarAviso(id: string) {
  return apiRequest<{ msg: string }>(`/avisos/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
}

export function useEliminarAviso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarAviso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['avisos'] }),
  });
}
