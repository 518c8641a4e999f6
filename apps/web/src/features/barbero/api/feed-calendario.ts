import type { AgendaDiaria, FeedCalendario } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaDelBarbero, rutaDelBarbero } from './consulta-del-barbero';

const feed = (barberoId: string) =>
  consultaDelBarbero<FeedCalendario>(
    barberoId,
    'feed-calendario',
    'Error al obtener el enlace del calendario',
  );
const agenda = (barberoId: string) =>
  consultaDelBarbero<AgendaDiaria>(barberoId, 'agenda-diaria', 'Error al obtener tus avisos por correo');

/** The barber's private calendar address (https and webcal). */
export function useFeedCalendario(barberoId: string) {
  return useQuery(feed(barberoId));
}

/** A new secret: the old address stops working at once. */
export function useRotarFeed(barberoId: string) {
  return useCambio({
    mutationFn: () =>
      apiRequest<FeedCalendario>(`${rutaDelBarbero(barberoId, 'feed-calendario')}/rotar`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: (nuevo, _variables, queryClient) => queryClient.setQueryData(feed(barberoId).queryKey, nuevo),
  });
}

export function useAgendaDiaria(barberoId: string) {
  return useQuery(agenda(barberoId));
}

export function useCambiarAgendaDiaria(barberoId: string) {
  return useCambio({
    mutationFn: (agendaDiaria: boolean) =>
      apiRequest<AgendaDiaria & { msg: string }>(rutaDelBarbero(barberoId, 'agenda-diaria'), {
        method: 'PUT',
        auth: true,
        body: { agendaDiaria },
      }),
    onSuccess: ({ agendaDiaria }, _variables, queryClient) =>
      queryClient.setQueryData(agenda(barberoId).queryKey, { agendaDiaria }),
  });
}
