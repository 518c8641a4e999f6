import type { Servicio, ServicioInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { guardarEn } from '../../../lib/api-recurso';

/** Creates (without id) or edits a service. */
export function useGuardarServicio() {
  return useCambio({
    mutationFn: guardarEn<Servicio, ServicioInput>('/servicios'),
    // Who performs it shows in the users' list and in each barber's own services.
    refresca: [['servicios'], ['tipo-servicio'], ['users']],
  });
}
