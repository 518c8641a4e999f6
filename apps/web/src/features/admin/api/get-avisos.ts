import type { Aviso } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

export const avisosQueryOptions = consultaGet<Aviso[]>(
  '/avisos',
  ['avisos', 'lista'],
  'Error al obtener los avisos',
);

export function useAvisos() {
  return useQuery(avisosQueryOptions);
}
