import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface EliminarUsuarioRespuesta {
  msg: string;
  horasCanceladas: number;
}

/**
 * Deletes a user. Without `confirmar` the server refuses (409) a barber with future bookings; with it
 * each booking is cancelled and its client e-mailed. The page asks before confirming.
 */
export function eliminarUsuario(id: string, confirmar: boolean) {
  return apiRequest<EliminarUsuarioRespuesta>(
    `/users/${encodeURIComponent(id)}${confirmar ? '?confirmar=true' : ''}`,
    { method: 'DELETE', auth: true },
  );
}

export function useEliminarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmar }: { id: string; confirmar: boolean }) => eliminarUsuario(id, confirmar),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
