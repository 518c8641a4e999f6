import type { AccesoInput, InvitacionCreada } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Invites an e-mail to register once, with this role: the link goes to that mailbox and comes back here. */
export function crearAcceso(input: AccesoInput) {
  return apiRequest<InvitacionCreada>('/accesos', { method: 'POST', body: input, auth: true });
}

/** A new link for a pending invitation (the old one stops working), mailed again. */
export function reenviarAcceso(id: string) {
  return apiRequest<InvitacionCreada>(`/accesos/${id}/reenviar`, { method: 'POST', auth: true });
}

export function useCrearAcceso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearAcceso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accesos'] }),
  });
}

export function useReenviarAcceso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reenviarAcceso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accesos'] }),
  });
}
