import type { CambioServicioRespuesta, Servicio } from '@barberia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function ruta(usuarioId: string, servicioId?: string) {
  const base = `/users/servicios/${encodeURIComponent(usuarioId)}`;
  return servicioId ? `${base}/${encodeURIComponent(servicioId)}` : base;
}

export function getServiciosDeUsuario(usuarioId: string, signal?: AbortSignal) {
  return apiRequest<Servicio[]>(ruta(usuarioId), { auth: true, signal });
}

export function serviciosDeUsuarioQueryOptions(usuarioId: string) {
  return queryOptions({
    queryKey: ['users', 'servicios', usuarioId],
    queryFn: ({ signal }) => getServiciosDeUsuario(usuarioId, signal),
    meta: { errorMessage: 'Error al obtener los servicios del barbero' },
  });
}

export function useServiciosDeUsuario(usuarioId: string, enabled = true) {
  return useQuery({ ...serviciosDeUsuarioQueryOptions(usuarioId), enabled });
}

/** Assigns (realiza true) or removes a service of a barber. */
export function asignarServicio(usuarioId: string, servicioId: string, realiza: boolean) {
  return apiRequest<CambioServicioRespuesta>(ruta(usuarioId, servicioId), {
    method: realiza ? 'POST' : 'DELETE',
    auth: true,
  });
}

export function useAsignarServicio(usuarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ servicioId, realiza }: { servicioId: string; realiza: boolean }) =>
      asignarServicio(usuarioId, servicioId, realiza),
    onSuccess: ({ servicios }) =>
      queryClient.setQueryData(serviciosDeUsuarioQueryOptions(usuarioId).queryKey, servicios),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users', 'lista'] }),
        queryClient.invalidateQueries({ queryKey: ['servicios', 'obtener-servicios'] }),
      ]),
  });
}
