import type { Aviso, AvisoInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { guardarEn } from '../../../lib/api-recurso';

/** Creates (without id) or edits a notice. */
export function useGuardarAviso() {
  return useCambio({ mutationFn: guardarEn<Aviso, AvisoInput>('/avisos'), refresca: [['avisos']] });
}
