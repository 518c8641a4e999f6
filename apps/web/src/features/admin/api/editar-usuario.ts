import type { Usuario, UsuarioInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function editarUsuario(id: string, input: UsuarioInput) {
  return apiRequest<Usuario>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: input, auth: true });
}

export function useEditarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UsuarioInput }) => editarUsuario(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
