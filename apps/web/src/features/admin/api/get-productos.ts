import type { Producto } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaGet } from '../../../lib/api-recurso';

export function useProductos() {
  return useQuery(
    consultaGet<Producto[]>('/productos', ['productos', 'lista'], 'Error al obtener los productos'),
  );
}
