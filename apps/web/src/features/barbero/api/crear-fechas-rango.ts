import type { FechasRangoInput, FechasRangoRespuesta } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One bookable day per chosen weekday of the range; the server creates all of them or none. */
export function crearFechasRango(input: FechasRangoInput) {
  return apiRequest<FechasRangoRespuesta>('/fechas/rango', { method: 'POST', body: input, auth: true });
}

export function useCrearFechasRango() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearFechasRango,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fechas'] }),
  });
}
