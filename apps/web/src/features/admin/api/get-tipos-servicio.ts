import type { TipoServicio } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

export function useTiposServicio() {
  return useQuery(
    consultaGet<TipoServicio[]>(
      '/tipo-servicio',
      ['tipo-servicio', 'lista'],
      'Error al obtener los servicios o tipos',
    ),
  );
}
