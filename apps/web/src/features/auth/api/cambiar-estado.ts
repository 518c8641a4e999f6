import type { EstadoUsuarioRespuesta, Perfil } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { guardarDatosUsuario } from '../lib/sesion-local';
import { PERFIL_QUERY_KEY } from './get-perfil';

/** Flips the logged barber's activo (spec 001 §4): an inactive barber is not offered to clients. */
export function cambiarEstado(usuarioId: string) {
  return apiRequest<EstadoUsuarioRespuesta>(`/users/status/${encodeURIComponent(usuarioId)}`, {
    method: 'PUT',
    auth: true,
  });
}

export function useCambiarEstado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarEstado,
    onSuccess: ({ activo }) => {
      const perfil = queryClient.getQueryData<Perfil>(PERFIL_QUERY_KEY);
      if (!perfil) return;
      const actualizado = { ...perfil, activo };
      queryClient.setQueryData(PERFIL_QUERY_KEY, actualizado);
      guardarDatosUsuario(actualizado);
    },
    // Clients see only active barbers: the public lists change with this.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['servicios'] }),
  });
}
