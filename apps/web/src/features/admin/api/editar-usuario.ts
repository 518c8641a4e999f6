import type { Usuario, UsuarioInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';

export function useEditarUsuario() {
  return useCambio({
    mutationFn: ({ id, input }: { id: string; input: UsuarioInput }) =>
      apiRequest<Usuario>(rutaConId('/users', id), { method: 'PUT', body: input, auth: true }),
    refresca: [['users']],
  });
}
