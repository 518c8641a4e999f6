import type { TipoServicio, TipoServicioInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates (without id) or renames a service type. */
export function guardarTipoServicio(input: TipoServicioInput, id?: string) {
  return apiRequest<TipoServicio>(id ? `/tipo-servicio/${encodeURIComponent(id)}` : '/tipo-servicio', {
    method: id ? 'PUT' : 'POST',
    body: input,
    auth: true,
  });
}

export function useGuardarTipoServicio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: TipoServicioInput; id?: string }) => guardarTipoServicio(input, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tipo-servicio'] }),
        // Services show their type's name.
        queryClient.invalidateQueries({ queryKey: ['servicios'] }),
      ]),
  });
}
