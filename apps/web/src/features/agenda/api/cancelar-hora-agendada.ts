import type { CancelarHoraAgendadaInput, Fecha } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '../../../lib/consultas';

/** Frees a booked hour; the server also removes the barber's calendar event. */
export function cancelarHoraAgendada(fechaId: string, input: CancelarHoraAgendadaInput) {
  return apiRequest<{ msg: string; fecha: Fecha }>(
    `/fechas/${encodeURIComponent(fechaId)}/cancelar-hora-agendada`,
    {
      method: 'PUT',
      body: input,
    },
  );
}

export function useCancelarHoraAgendada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, input }: { fechaId: string; input: CancelarHoraAgendadaInput }) =>
      cancelarHoraAgendada(fechaId, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['horas-agendadas'] }),
        queryClient.invalidateQueries({ queryKey: ['fechas'] }),
      ]),
  });
}
