import { eliminarEn, useCambio } from '../../../lib/back-office-query';

/** Refused (409) while the type has services. */
export function useEliminarTipoServicio() {
  return useCambio({ mutationFn: eliminarEn('/tipo-servicio'), refresca: [['tipo-servicio']] });
}
