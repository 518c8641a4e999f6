import type { ConteoRsvp, EventoRsvp, EventoRsvpInput, RsvpAdmin } from '@barberia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDescargarTexto, apiRequest } from '../../../lib/api-client';

const ruta = (id: string) => `/eventos/${encodeURIComponent(id)}`;

export const eventosQueryOptions = queryOptions({
  queryKey: ['eventos', 'todos'],
  queryFn: ({ signal }) => apiRequest<EventoRsvp[]>('/eventos/todos', { auth: true, signal }),
  meta: { errorMessage: 'Error al obtener los eventos' },
});

export function useEventos() {
  return useQuery(eventosQueryOptions);
}

/** The RSVPs of one event and its places, refreshed together after any change. */
export function useRespuestasEvento(id: string | null) {
  const respuestas = useQuery({
    queryKey: ['eventos', 'rsvp', id],
    queryFn: ({ signal }) => apiRequest<RsvpAdmin[]>(`${ruta(id ?? '')}/rsvp`, { auth: true, signal }),
    enabled: id !== null,
  });
  const conteo = useQuery({
    queryKey: ['eventos', 'conteo', id],
    queryFn: ({ signal }) =>
      apiRequest<ConteoRsvp>(`/rsvp/${encodeURIComponent(id ?? '')}/count`, { signal }),
    enabled: id !== null,
  });
  return { respuestas, conteo };
}

export function descargarCsv(id: string) {
  return apiDescargarTexto(`${ruta(id)}/rsvp?formato=csv`);
}

export function useGuardarEvento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: EventoRsvpInput; id?: string | undefined }) =>
      apiRequest<EventoRsvp>(id ? ruta(id) : '/eventos', {
        method: id ? 'PUT' : 'POST',
        body: input,
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['eventos'] }),
  });
}

export function useEliminarEvento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ msg: string }>(ruta(id), { method: 'DELETE', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['eventos'] }),
  });
}
