import type { EstadoUsuarioRespuesta, Perfil } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';
import { guardarDatosUsuario } from '../lib/sesion-local';
import { PERFIL_QUERY_KEY } from './get-perfil';

/** Flips the logged barber's activo (spec 001 §4): an inactive barber is not offered to clients. */
export function useCambiarEstado() {
  return useCambio({
    mutationFn: (usuarioId: string) =>
      apiRequest<EstadoUsuarioRespuesta>(rutaConId('/users/status', usuarioId), {
        method: 'PUT',
        auth: true,
      }),
    onSuccess: ({ activo }, _usuarioId, queryClient) => {
      const perfil = queryClient.getQueryData<Perfil>(PERFIL_QUERY_KEY);
      if (!perfil) return;
      const actualizado = { ...perfil, activo };
      queryClient.setQueryData(PERFIL_QUERY_KEY, actualizado);
      guardarDatosUsuario(actualizado);
    },
    // Clients see only active barbers: the public lists change with this.
    refresca: [['servicios']],
  });
}
