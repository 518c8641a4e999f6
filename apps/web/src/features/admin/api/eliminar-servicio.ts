import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function eliminarServicio(id: string) {
  return apiRequest<{ msg: string }>(`/servicios/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useEliminarServicio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarServicio,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['servicios'] }),
        queryClient.invalidateQueries({ queryKey: ['tipo-servicio'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
