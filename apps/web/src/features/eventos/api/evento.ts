import type { ConteoRsvp, EventoRsvp } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery, useQueryClient } from '../../../lib/consultas';
import { useMutation } from '../../../lib/mutaciones';

export function useEvento(id: string) {
  return useQuery({
    queryKey: ['eventos', 'publico', id],
    queryFn: ({ signal }) => apiRequest<EventoRsvp>(`/eventos/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Places taken; a failure only hides the line (spec §7: count failures are ignored). */
export function useConteoEvento(id: string) {
  return useQuery({
    queryKey: ['eventos', 'conteo', id],
    queryFn: ({ signal }) => apiRequest<ConteoRsvp>(`/rsvp/${encodeURIComponent(id)}/count`, { signal }),
  });
}

/** The double opt-in link lands here: the page confirms with a POST, so a mail scanner's GET confirms nothing. */
export function useConfirmarRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ msg: string; eventoId: string }>('/rsvp/confirmar', { method: 'POST', body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['eventos', 'conteo'] }),
  });
}
