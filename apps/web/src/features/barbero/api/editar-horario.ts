import type { Fecha, FechaHorarioInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** New hours for a day; refused (409) when a booking would fall outside them. */
export function editarHorario(fechaId: string, input: FechaHorarioInput) {
  return apiRequest<Fecha>(`/fechas/${encodeURIComponent(fechaId)}`, {
    method: 'PUT',
    body: input,
    auth: true,
  });
}

export function useEditarHorario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, input }: { fechaId: string; input: FechaHorarioInput }) =>
      editarHorario(fechaId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fechas'] }),
  });
}
