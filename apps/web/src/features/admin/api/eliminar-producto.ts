import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function eliminarProducto(id: string) {
  return apiRequest<{ msg: string }>(`/productos/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useEliminarProducto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarProducto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['productos'] }),
  });
}
