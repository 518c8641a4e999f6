import type { LoginInput, LoginRespuesta } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { iniciarSesionLocal } from '../lib/sesion-local';
import { PERFIL_QUERY_KEY } from './get-perfil';

export function login(input: LoginInput) {
  return apiRequest<LoginRespuesta>('/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (respuesta) => {
      // Whatever a previous user left in the cache is not this user's.
      queryClient.clear();
      const { token: _token, ...perfil } = respuesta;
      queryClient.setQueryData(PERFIL_QUERY_KEY, perfil);
      iniciarSesionLocal(respuesta);
    },
  });
}
