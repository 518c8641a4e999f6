import type { CalendarioGoogle, CalendarioGoogleInput } from '@barberia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';

const ruta = (barberoId: string) => `/users/${encodeURIComponent(barberoId)}/google-calendar`;
const clave = (barberoId: string) => ['users', 'google-calendar', barberoId];

/** The barber's Google calendar and the server's live check of it ("conectado", or why not). */
export function useCalendarioGoogle(barberoId: string) {
  return useQuery({
    queryKey: clave(barberoId),
    queryFn: ({ signal }) => apiRequest<CalendarioGoogle>(ruta(barberoId), { auth: true, signal }),
    meta: { errorMessage: MENSAJES_BACK_OFFICE.REVISAR_CALENDARIO },
  });
}

/** Connects a calendar (saved only if Google lets the shop's account in) or, with null, disconnects it. */
export function useConectarCalendarioGoogle(barberoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalendarioGoogleInput | null) =>
      apiRequest<CalendarioGoogle>(ruta(barberoId), {
        method: input ? 'PUT' : 'DELETE',
        auth: true,
        ...(input && { body: input }),
      }),
    onSuccess: (estado) => queryClient.setQueryData(clave(barberoId), estado),
  });
}
