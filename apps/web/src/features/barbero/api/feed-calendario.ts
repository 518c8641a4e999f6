import type { AgendaDiaria, FeedCalendario } from '@barberia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const rutaFeed = (barberoId: string) => `/users/${encodeURIComponent(barberoId)}/feed-calendario`;
const rutaAgenda = (barberoId: string) => `/users/${encodeURIComponent(barberoId)}/agenda-diaria`;

function feedQueryOptions(barberoId: string) {
  return queryOptions({
    queryKey: ['users', 'feed-calendario', barberoId],
    queryFn: ({ signal }) => apiRequest<FeedCalendario>(rutaFeed(barberoId), { auth: true, signal }),
    meta: { errorMessage: 'Error al obtener el enlace del calendario' },
  });
}

/** The barber's private calendar address (https and webcal). */
export function useFeedCalendario(barberoId: string) {
  return useQuery(feedQueryOptions(barberoId));
}

/** A new secret: the old address stops working at once. */
export function useRotarFeed(barberoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<FeedCalendario>(`${rutaFeed(barberoId)}/rotar`, { method: 'POST', auth: true }),
    onSuccess: (feed) => queryClient.setQueryData(feedQueryOptions(barberoId).queryKey, feed),
  });
}

function agendaQueryOptions(barberoId: string) {
  return queryOptions({
    queryKey: ['users', 'agenda-diaria', barberoId],
    queryFn: ({ signal }) => apiRequest<AgendaDiaria>(rutaAgenda(barberoId), { auth: true, signal }),
    meta: { errorMessage: 'Error al obtener tus avisos por correo' },
  });
}

export function useAgendaDiaria(barberoId: string) {
  return useQuery(agendaQueryOptions(barberoId));
}

export function useCambiarAgendaDiaria(barberoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agendaDiaria: boolean) =>
      apiRequest<AgendaDiaria & { msg: string }>(rutaAgenda(barberoId), {
        method: 'PUT',
        auth: true,
        body: { agendaDiaria },
      }),
    onSuccess: ({ agendaDiaria }) =>
      queryClient.setQueryData(agendaQueryOptions(barberoId).queryKey, { agendaDiaria }),
  });
}
