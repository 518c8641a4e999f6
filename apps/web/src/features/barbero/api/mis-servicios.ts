import type { CambioServicioRespuesta, Servicio } from '@barberia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function ruta(barberoId: string, servicioId?: string) {
  const base = `/users/servicios/${encodeURIComponent(barberoId)}`;
  return servicioId ? `${base}/${encodeURIComponent(servicioId)}` : base;
}

/** The services this barber performs. */
export function getMisServicios(barberoId: string, signal?: AbortSignal) {
  return apiRequest<Servicio[]>(ruta(barberoId), { auth: true, signal });
}

export function misServiciosQueryOptions(barberoId: string) {
  return queryOptions({
    queryKey: ['users', 'servicios', barberoId],
    queryFn: ({ signal }) => getMisServicios(barberoId, signal),
    meta: { errorMessage: 'Error al obtener los servicios del barbero' },
  });
}

export function useMisServicios(barberoId: string) {
  return useQuery(misServiciosQueryOptions(barberoId));
}

/** Adds (realiza true) or removes a service from what the barber performs; both are idempotent. */
export function cambiarServicio(barberoId: string, servicioId: string, realiza: boolean) {
  return apiRequest<CambioServicioRespuesta>(ruta(barberoId, servicioId), {
    method: realiza ? 'POST' : 'DELETE',
    auth: true,
  });
}

export function useCambiarServicio(barberoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ servicioId, realiza }: { servicioId: string; realiza: boolean }) =>
      cambiarServicio(barberoId, servicioId, realiza),
    onSuccess: ({ servicios }) =>
      queryClient.setQueryData(misServiciosQueryOptions(barberoId).queryKey, servicios),
    // The public service list shows each barber's services.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['servicios', 'obtener-servicios'] }),
  });
}
