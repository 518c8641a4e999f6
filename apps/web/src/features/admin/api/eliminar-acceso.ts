import { eliminarEn, useCambio } from '../../../lib/back-office-query';

export function useEliminarAcceso() {
  return useCambio({ mutationFn: eliminarEn('/accesos'), refresca: [['accesos']] });
}
