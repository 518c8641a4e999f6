import { avisoSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

export const avisosQueryOptions = consultaGet('/avisos', ['avisos', 'lista'], 'Error al obtener los avisos', {
  esquema: z.array(avisoSchema),
});

export function useAvisos() {
  return useQuery(avisosQueryOptions);
}
