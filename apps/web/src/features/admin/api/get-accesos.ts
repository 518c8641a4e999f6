import type { Acceso } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

export function useAccesos() {
  return useQuery(
    consultaGet<Acceso[]>('/accesos', ['accesos'], 'Error al obtener los accesos, recargue la página', {
      auth: true,
    }),
  );
}
