import { useCambio } from '../../../hooks/use-cambio';
import { eliminarEn } from '../../../lib/api-recurso';

export function useEliminarAcceso() {
  return useCambio({ mutationFn: eliminarEn('/accesos'), refresca: [['accesos']] });
}
