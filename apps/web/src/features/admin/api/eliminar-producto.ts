import { eliminarEn, useCambio } from '../../../lib/back-office-query';

export function useEliminarProducto() {
  return useCambio({ mutationFn: eliminarEn('/productos'), refresca: [['productos']] });
}
