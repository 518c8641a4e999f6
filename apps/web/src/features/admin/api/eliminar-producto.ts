import { useCambio } from '../../../hooks/use-cambio';
import { eliminarEn } from '../../../lib/api-recurso';

export function useEliminarProducto() {
  return useCambio({ mutationFn: eliminarEn('/productos'), refresca: [['productos']] });
}
