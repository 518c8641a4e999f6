import type { AgendaDiaria, FeedCalendario } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaGet, rutaConId } from '../../../lib/api-recurso';

const rutaFeed = (barberoId: string) => `${rutaConId('/users', barberoId)}/feed-calendario`;
const rutaAgenda = (barberoId: string) => `${rutaConId('/users', barberoId)}/agenda-diaria`;

const feedQueryOptions = (barberoId: string) =>
  consultaGet<FeedCalendario>(
    rutaFeed(barberoId),
    ['users', 'feed-calendario', barberoId],
    'Error al obtener el enlace del calendario',
    { auth: true },
  );

/** The barber's private calendar address (https and webcal). */
export function useFeedCalendario(barberoId: string) {
  return useQuery(feedQueryOptions(barberoId));
}

/** A new secret: the old address stops working at once. */
export function useRotarFeed(barberoId: string) {
  return useCambio({
    mutationFn: () =>
      apiRequest<FeedCalendario>(`${rutaFeed(barberoId)}/rotar`, { method: 'POST', auth: true }),
    onSuccess: (feed, _variables, queryClient) =>
      queryClient.setQueryData(feedQueryOptions(barberoId).queryKey, feed),
  });
}

const agendaQueryOptions = (barberoId: string) =>
  consultaGet<AgendaDiaria>(
    rutaAgenda(barberoId),
    ['users', 'agenda-diaria', barberoId],
    'Error al obtener tus avisos por correo',
    { auth: true },
  );

export function useAgendaDiaria(barberoId: string) {
  return useQuery(agendaQueryOptions(barberoId));
}

export function useCambiarAgendaDiaria(barberoId: string) {
  return useCambio({
    mutationFn: (agendaDiaria: boolean) =>
      apiRequest<AgendaDiaria & { msg: string }>(rutaAgenda(barberoId), {
        method: 'PUT',
        auth: true,
        body: { agendaDiaria },
      }),
    onSuccess: ({ agendaDiaria }, _variables, queryClient) =>
      queryClient.setQueryData(agendaQueryOptions(barberoId).queryKey, { agendaDiaria }),
  });
}
