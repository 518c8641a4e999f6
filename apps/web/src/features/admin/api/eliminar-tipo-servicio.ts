import { useCambio } from '../../../hooks/use-cambio';
import { eliminarEn } from '../../../lib/api-recurso';

/** Refused (409) while the type has services. */
export function useEliminarTipoServicio() {
  return useCambio({ mutationFn: eliminarEn('/tipo-servicio'), refresca: [['tipo-servicio']] });
}
