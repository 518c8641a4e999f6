import { type ModerarResena, resenaAdminSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaGet } from '../../../lib/api-recurso';

export const resenasAdminQueryOptions = consultaGet(
  '/resenas/todas',
  ['resenas', 'todas'],
  'Error al obtener las reseñas',
  { auth: true, esquema: z.array(resenaAdminSchema) },
);

export function useResenasAdmin() {
  return useQuery(resenasAdminQueryOptions);
}

/** Publishes or hides one review, with the shop's public answer; the home page's list follows. */
export function useModerarResena() {
  return useCambio({
    mutationFn: ({ id, input }: { id: string; input: ModerarResena }) =>
      apiRequest<{ msg: string }>(`/resenas/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    refresca: [['resenas']],
  });
}
