import {
  type FotoGaleria,
  type FotoGaleriaEditar,
  type FotoGaleriaInput,
  fotoGaleriaSchema,
} from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaGet, eliminarEn, rutaConId } from '../../../lib/api-recurso';

export const galeriaAdminQueryOptions = consultaGet(
  '/galeria',
  ['galeria', 'admin'],
  'Error al obtener la galería',
  {
    esquema: z.array(fotoGaleriaSchema),
  },
);

export function useGaleriaAdmin() {
  return useQuery(galeriaAdminQueryOptions);
}

const refresca = [galeriaAdminQueryOptions.queryKey];

export function useSubirFoto() {
  return useCambio({
    mutationFn: (input: FotoGaleriaInput) =>
      apiRequest<FotoGaleria>('/galeria', { method: 'POST', body: input, auth: true }),
    refresca,
  });
}

export function useEditarFoto() {
  return useCambio({
    mutationFn: ({ id, input }: { id: string; input: FotoGaleriaEditar }) =>
      apiRequest<{ msg: string }>(rutaConId('/galeria', id), { method: 'PUT', body: input, auth: true }),
    refresca,
  });
}

/** The whole new order; the answer (the gallery in it) replaces the list at once. */
export function useOrdenarGaleria() {
  return useCambio({
    mutationFn: (ids: string[]) =>
      apiRequest<FotoGaleria[]>('/galeria/orden', { method: 'PUT', body: { ids }, auth: true }),
    onSuccess: (lista, _ids, queryClient) =>
      queryClient.setQueryData(galeriaAdminQueryOptions.queryKey, lista),
    refresca,
  });
}

export function useEliminarFoto() {
  return useCambio({ mutationFn: eliminarEn('/galeria'), refresca });
}
