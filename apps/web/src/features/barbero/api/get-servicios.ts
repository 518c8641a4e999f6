import type { Servicio } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

/** Every service of the shop, with its type. */
export function useServicios() {
  return useQuery(
    consultaGet<Servicio[]>('/servicios', ['servicios', 'todos'], 'Error al obtener los servicios o tipos', {
      staleTime: 60_000,
    }),
  );
}
