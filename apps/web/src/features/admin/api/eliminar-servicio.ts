import { useCambio } from '../../../hooks/use-cambio';
import { eliminarEn } from '../../../lib/api-recurso';

export function useEliminarServicio() {
  return useCambio({
    mutationFn: eliminarEn('/servicios'),
    refresca: [['servicios'], ['tipo-servicio'], ['users']],
  });
}
