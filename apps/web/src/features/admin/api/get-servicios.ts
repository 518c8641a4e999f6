import { servicioSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

export function useServicios() {
  return useQuery(
    consultaGet('/servicios', ['servicios', 'todos'], 'Error al obtener los servicios o tipos', {
      esquema: z.array(servicioSchema),
    }),
  );
}
