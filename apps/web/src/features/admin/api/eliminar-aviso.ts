import { eliminarEn, useCambio } from '../../../lib/back-office-query';

export function useEliminarAviso() {
  return useCambio({ mutationFn: eliminarEn('/avisos'), refresca: [['avisos']] });
}
