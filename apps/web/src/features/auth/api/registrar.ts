import type { RegistroInput } from '@barberia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Creates the account of an e-mail listed in accesos, with that entry's role (spec 001 §5). */
export function registrar(input: RegistroInput) {
  return apiRequest<{ msg: string }>('/auth', { method: 'POST', body: input });
}

export function useRegistrar() {
  return useMutation({ mutationFn: registrar });
}
