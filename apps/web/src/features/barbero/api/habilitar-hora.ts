import type { HabilitarHoraInput, HabilitarHoraRespuesta } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Frees a booked hour; the server removes its calendar event and e-mails the client the reason. */
export function habilitarHora(fechaId: string, input: HabilitarHoraInput) {
  return apiRequest<HabilitarHoraRespuesta>(`/fechas/${encodeURIComponent(fechaId)}/habilitar-hora`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useHabilitarHora() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, input }: { fechaId: string; input: HabilitarHoraInput }) =>
      habilitarHora(fechaId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['fechas'] }),
        queryClient.invalidateQueries({ queryKey: ['eventos'] }),
      ]),
  });
}
