import type { Acceso, AccesoInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Lets an e-mail register once, with this role. */
export function crearAcceso(input: AccesoInput) {
  return apiRequest<Acceso>('/accesos', { method: 'POST', body: input, auth: true });
}

export function useCrearAcceso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearAcceso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accesos'] }),
  });
}
