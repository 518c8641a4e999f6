import type { Servicio, ServicioInput } from '@barberia/shared';
import { guardarEn, useCambio } from '../../../lib/back-office-query';

/** Creates (without id) or edits a service. */
export function useGuardarServicio() {
  return useCambio({
    mutationFn: guardarEn<Servicio, ServicioInput>('/servicios'),
    refresca: [['servicios'], ['tipo-servicio']],
  });
}
