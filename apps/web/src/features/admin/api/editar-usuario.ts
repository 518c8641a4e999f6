import type { Usuario, UsuarioInput } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId, useCambio } from '../../../lib/back-office-query';

export function useEditarUsuario() {
  return useCambio({
    mutationFn: ({ id, input }: { id: string; input: UsuarioInput }) =>
      apiRequest<Usuario>(rutaConId('/users', id), { method: 'PUT', body: input, auth: true }),
    refresca: [['users']],
  });
}
