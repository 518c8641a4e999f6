import type { Producto } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

const productosQueryOptions = consultaGet<Producto[]>(
  '/productos',
  ['productos', 'lista'],
  'Error al obtener los productos',
);

export function useProductos() {
  return useQuery(productosQueryOptions);
}
