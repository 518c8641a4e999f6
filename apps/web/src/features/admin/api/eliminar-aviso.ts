import { useCambio } from '../../../hooks/use-cambio';
import { eliminarEn } from '../../../lib/api-recurso';

export function useEliminarAviso() {
  return useCambio({ mutationFn: eliminarEn('/avisos'), refresca: [['avisos']] });
}
