import type { Producto, ProductoCrearInput, ProductoEditarInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { guardarEn } from '../../../lib/api-recurso';

/**
 * Creates a product (the create schema requires its picture) or edits one (a new picture replaces the
 * old one).
 */
export function useGuardarProducto() {
  return useCambio({
    mutationFn: guardarEn<Producto, ProductoCrearInput | ProductoEditarInput>('/productos'),
    refresca: [['productos']],
  });
}
