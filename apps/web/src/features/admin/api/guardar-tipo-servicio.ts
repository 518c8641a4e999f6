import type { TipoServicio, TipoServicioInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { guardarEn } from '../../../lib/api-recurso';

/** Creates (without id) or renames a service type. */
export function useGuardarTipoServicio() {
  return useCambio({
    mutationFn: guardarEn<TipoServicio, TipoServicioInput>('/tipo-servicio'),
    // Services show their type's name.
    refresca: [['tipo-servicio'], ['servicios']],
  });
}
