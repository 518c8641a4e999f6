import { productoSchema } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consultaGet } from '../../../lib/api-recurso';

export function useProductos() {
  return useQuery(
    consultaGet('/productos', ['productos', 'lista'], 'Error al obtener los productos', {
      esquema: z.array(productoSchema),
    }),
  );
}
