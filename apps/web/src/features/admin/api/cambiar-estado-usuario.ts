import type { EstadoUsuarioRespuesta, Usuario } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';
import { usuariosQueryOptions } from './get-usuarios';

/** Activates or deactivates a barber; an inactive one is not offered to clients. */
export function useCambiarEstadoUsuario() {
  return useCambio({
    mutationFn: (id: string) =>
      apiRequest<EstadoUsuarioRespuesta>(rutaConId('/users/status', id), { method: 'PUT', auth: true }),
    onSuccess: ({ activo }, id, queryClient) =>
      queryClient.setQueryData<Usuario[]>(usuariosQueryOptions.queryKey, (lista) =>
        lista?.map((u) => (u._id === id ? { ...u, activo } : u)),
      ),
    // The admin may have switched themselves: the session's own activo follows.
    refresca: [['users'], ['auth', 'perfil']],
  });
}
