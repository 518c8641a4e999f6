import type { CambioServicioRespuesta, Servicio } from '@barberia/shared';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, mensajeDeError } from '../lib/api-client';
import { consultaGet, rutaConId } from '../lib/api-recurso';
import { MENSAJES_BACK_OFFICE } from '../lib/mensajes/back-office';
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
 * list shows each barber's services). A failed switch keeps its message under that service until it is
 * switched again; `enCurso` are the services waiting for their answer.
 */
export function useCambiarServicioDelBarbero(barberoId: string, refresca: QueryKey[]) {
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enCurso, setEnCurso] = useState<ReadonlySet<string>>(new Set());
  const cambio = useCambio({
    mutationFn: ({ servicioId, realiza }: { servicioId: string; realiza: boolean }) =>
      apiRequest<CambioServicioRespuesta>(ruta(barberoId, servicioId), {
        method: realiza ? 'POST' : 'DELETE',
        auth: true,
      }),
    onSuccess: ({ servicios }, _variables, queryClient) =>
      queryClient.setQueryData(serviciosDelBarberoQueryOptions(barberoId).queryKey, servicios),
    refresca,
  });
  const alternar = (servicioId: string, realiza: boolean) => {
    setEnCurso((s) => new Set(s).add(servicioId));
    setErrores(({ [servicioId]: _, ...resto }) => resto);
    cambio.mutate(
      { servicioId, realiza },
      {
        onError: (error) =>
          setErrores((e) => ({
            ...e,
            [servicioId]: mensajeDeError(error, MENSAJES_BACK_OFFICE.REALIZAR_ACCION),
          })),
        onSettled: () =>
          setEnCurso((s) => {
            const siguiente = new Set(s);
            siguiente.delete(servicioId);
            return siguiente;
          }),
      },
    );
  };
  return { errores, enCurso, alternar };
}
