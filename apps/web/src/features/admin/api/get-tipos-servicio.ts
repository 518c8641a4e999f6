import { tipoServicioSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

export function useTiposServicio() {
  return useQuery(
    consultaGet('/tipo-servicio', ['tipo-servicio', 'lista'], 'Error al obtener los servicios o tipos', {
      esquema: z.array(tipoServicioSchema),
    }),
  );
}
