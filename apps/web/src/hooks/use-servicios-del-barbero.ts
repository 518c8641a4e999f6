import type { CambioServicioRespuesta, Servicio } from '@barberia/shared';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { consultaGet, rutaConId } from '../lib/api-recurso';
import { useCambio } from './use-cambio';

/**
 * The services a barber performs, as the admin (any barber) and the barber (their own) both read and
 * change them in the back office.
 */
const ruta = (barberoId: string, servicioId?: string) =>
  rutaConId(rutaConId('/users/servicios', barberoId), servicioId);

const serviciosDelBarberoQueryOptions = (barberoId: string) =>
  consultaGet<Servicio[]>(
    ruta(barberoId),
    ['users', 'servicios', barberoId],
    'Error al obtener los servicios del barbero',
    { auth: true },
  );

export function useServiciosDelBarbero(barberoId: string) {
  return useQuery(serviciosDelBarberoQueryOptions(barberoId));
}

/**
 * Adds (realiza true) or removes a service from what the barber performs; both are idempotent. The
 * answer replaces the cached list; `refresca` are the other lists that show it (the public service
 * list shows each barber's services).
 */
export function useCambiarServicioDelBarbero(barberoId: string, refresca: QueryKey[]) {
  return useCambio({
    mutationFn: ({ servicioId, realiza }: { servicioId: string; realiza: boolean }) =>
      apiRequest<CambioServicioRespuesta>(ruta(barberoId, servicioId), {
        method: realiza ? 'POST' : 'DELETE',
        auth: true,
      }),
    onSuccess: ({ servicios }, _variables, queryClient) =>
      queryClient.setQueryData(serviciosDelBarberoQueryOptions(barberoId).queryKey, servicios),
    refresca,
  });
}
