import { servicioSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

/** Every service of the shop, with its type. */
export function useServicios() {
  return useQuery(
    consultaGet('/servicios', ['servicios', 'todos'], 'Error al obtener los servicios o tipos', {
      staleTime: 60_000,
      esquema: z.array(servicioSchema),
    }),
  );
}
