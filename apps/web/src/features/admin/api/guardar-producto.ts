import type { Producto, ProductoCrearInput, ProductoEditarInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { guardarEn } from '../../../lib/api-recurso';

type Guardar = { id?: undefined; input: ProductoCrearInput } | { id: string; input: ProductoEditarInput };

/** Creates a product (picture required) or edits one (a new picture replaces the old one). */
export function useGuardarProducto() {
  const guardar: (variables: Guardar) => Promise<Producto> = guardarEn<
    Producto,
    ProductoCrearInput | ProductoEditarInput
  >('/productos');
  return useCambio({ mutationFn: guardar, refresca: [['productos']] });
}
