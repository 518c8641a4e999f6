import type { CalendarioGoogle, CalendarioGoogleInput } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { consultaDelBarbero, rutaDelBarbero } from './consulta-del-barbero';

const calendario = (barberoId: string) =>
  consultaDelBarbero<CalendarioGoogle>(barberoId, 'google-calendar', MENSAJES_BACK_OFFICE.REVISAR_CALENDARIO);

/** The barber's Google calendar and the server's live check of it ("conectado", or why not). */
export function useCalendarioGoogle(barberoId: string) {
  return useQuery(calendario(barberoId));
}

/** Connects a calendar (saved only if Google lets the shop's account in) or, with null, disconnects it. */
export function useConectarCalendarioGoogle(barberoId: string) {
  return useCambio({
    mutationFn: (input: CalendarioGoogleInput | null) =>
      apiRequest<CalendarioGoogle>(rutaDelBarbero(barberoId, 'google-calendar'), {
        method: input ? 'PUT' : 'DELETE',
        auth: true,
        ...(input && { body: input }),
      }),
    onSuccess: (estado, _input, queryClient) =>
      queryClient.setQueryData(calendario(barberoId).queryKey, estado),
  });
}
