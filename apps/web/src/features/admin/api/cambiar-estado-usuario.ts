import type { EstadoUsuarioRespuesta, Usuario } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usuariosQueryOptions } from './get-usuarios';

/** Activates or deactivates a barber; an inactive one is not offered to clients. */
export function cambiarEstadoUsuario(id: string) {
  return apiRequest<EstadoUsuarioRespuesta>(`/users/status/${encodeURIComponent(id)}`, {
    method: 'PUT',
    auth: true,
  });
}

export function useCambiarEstadoUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarEstadoUsuario,
    onSuccess: ({ activo }, id) =>
      queryClient.setQueryData<Usuario[]>(usuariosQueryOptions.queryKey, (lista) =>
        lista?.map((u) => (u._id === id ? { ...u, activo } : u)),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        // The admin may have switched themselves: the session's own activo follows.
        queryClient.invalidateQueries({ queryKey: ['auth', 'perfil'] }),
      ]),
  });
}
