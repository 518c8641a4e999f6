import type { Aviso, AvisoInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates (without id) or edits a notice. */
export function guardarAviso(input: AvisoInput, id?: string) {
  return apiRequest<Aviso>(id ? `/avisos/${encodeURIComponent(id)}` : '/avisos', {
    method: id ? 'PUT' : 'POST',
    body: input,
    auth: true,
  });
}

export function useGuardarAviso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: AvisoInput; id?: string }) => guardarAviso(input, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['avisos'] }),
  });
}
