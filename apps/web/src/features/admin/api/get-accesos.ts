import { accesoSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

export function useAccesos() {
  return useQuery(
    consultaGet('/accesos', ['accesos'], 'Error al obtener los accesos, recargue la página', {
      auth: true,
      esquema: z.array(accesoSchema),
    }),
  );
}
