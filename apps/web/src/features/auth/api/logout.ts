import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tokensSesion } from '../../../lib/session-tokens';
import { cerrarSesionLocal } from '../lib/sesion-local';

/** Revokes the refresh token on the server; the local session ends whatever the answer. */
export async function logout(): Promise<void> {
  const refreshToken = tokensSesion.get()?.refreshToken;
  try {
    if (refreshToken) await apiRequest('/auth/logout', { method: 'POST', body: { refreshToken } });
  } catch (error) {
    // An unreachable server must not keep anyone logged in on this device.
    console.error('Error al cerrar la sesión en el servidor', error);
  } finally {
    cerrarSesionLocal();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
