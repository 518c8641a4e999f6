import type { Servicio, ServicioInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates (without id) or edits a service. */
export function guardarServicio(input: ServicioInput, id?: string) {
  return apiRequest<Servicio>(id ? `/servicios/${encodeURIComponent(id)}` : '/servicios', {
    method: id ? 'PUT' : 'POST',
    body: input,
    auth: true,
  });
}

export function useGuardarServicio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ServicioInput; id?: string }) => guardarServicio(input, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['servicios'] }),
        queryClient.invalidateQueries({ queryKey: ['tipo-servicio'] }),
      ]),
  });
}
