import { eliminarEn, useCambio } from '../../../lib/back-office-query';

export function useEliminarServicio() {
  return useCambio({
    mutationFn: eliminarEn('/servicios'),
    refresca: [['servicios'], ['tipo-servicio'], ['users']],
  });
}
