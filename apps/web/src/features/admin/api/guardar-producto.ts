import type { Producto, ProductoCrearInput, ProductoEditarInput } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Guardar = { id?: undefined; input: ProductoCrearInput } | { id: string; input: ProductoEditarInput };

/** Creates a product (picture required) or edits one (a new picture replaces the old one). */
export function guardarProducto({ id, input }: Guardar) {
  return apiRequest<Producto>(id ? `/productos/${encodeURIComponent(id)}` : '/productos', {
    method: id ? 'PUT' : 'POST',
    body: input,
    auth: true,
  });
}

export function useGuardarProducto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guardarProducto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['productos'] }),
  });
}
