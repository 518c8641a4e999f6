import type { AccesoInput, InvitacionCreada } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';

/** Invites an e-mail to register once, with this role: the link goes to that mailbox and comes back here. */
export function useCrearAcceso() {
  return useCambio({
    mutationFn: (input: AccesoInput) =>
      apiRequest<InvitacionCreada>('/accesos', { method: 'POST', body: input, auth: true }),
    refresca: [['accesos']],
  });
}

/** A new link for a pending invitation (the old one stops working), mailed again. */
export function useReenviarAcceso() {
  return useCambio({
    mutationFn: (id: string) =>
      apiRequest<InvitacionCreada>(`/accesos/${id}/reenviar`, { method: 'POST', auth: true }),
    refresca: [['accesos']],
  });
}
