import type { OlvidoContrasenaInput } from '@barberia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** E-mails a reset link when the address has an account; the answer is the same either way. */
export function olvideContrasena(input: OlvidoContrasenaInput) {
  return apiRequest<{ msg: string }>('/auth/forgot-password', { method: 'POST', body: input });
}

export function useOlvideContrasena() {
  return useMutation({ mutationFn: olvideContrasena });
}
