import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Refused (409) while the type has services. */
export function eliminarTipoServicio(id: string) {
  return apiRequest<{ msg: string }>(`/tipo-servicio/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useEliminarTipoServicio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarTipoServicio,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tipo-servicio'] }),
  });
}
