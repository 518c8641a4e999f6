import {
  type ConteoRsvp,
  type EventoRsvp,
  type EventoRsvpInput,
  eventoRsvpSchema,
  type RsvpAdmin,
} from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaGet, eliminarEn, guardarEn } from '../../../lib/api-recurso';
import { apiDescargarTexto } from '../../../lib/api-sesion';

const ruta = (id: string) => `/eventos/${encodeURIComponent(id)}`;

const eventosQueryOptions = consultaGet(
  '/eventos/todos',
  ['eventos', 'todos'],
  'Error al obtener los eventos',
  {
    auth: true,
    esquema: z.array(eventoRsvpSchema),
  },
);

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
  return useCambio({
    mutationFn: guardarEn<EventoRsvp, EventoRsvpInput>('/eventos'),
    refresca: [['eventos']],
  });
}

export function useEliminarEvento() {
  return useCambio({ mutationFn: eliminarEn('/eventos'), refresca: [['eventos']] });
}
