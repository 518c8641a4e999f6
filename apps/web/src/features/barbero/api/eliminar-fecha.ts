import { useCambio } from '../../../hooks/use-cambio';
import { eliminarConfirmandoEn } from '../../../lib/api-recurso';

/** Deletes a day; confirmed, the bookings it holds are cancelled with it. */
export function useEliminarFecha() {
  return useCambio({ mutationFn: eliminarConfirmandoEn('/fechas'), refresca: [['fechas']] });
}
