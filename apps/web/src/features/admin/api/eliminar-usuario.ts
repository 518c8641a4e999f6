import { useCambio } from '../../../hooks/use-cambio';
import { eliminarConfirmandoEn } from '../../../lib/api-recurso';

/** Deletes a user; confirmed, a barber's future bookings are cancelled with it. */
export function useEliminarUsuario() {
  return useCambio({ mutationFn: eliminarConfirmandoEn('/users'), refresca: [['users']] });
}
