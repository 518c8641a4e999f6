import type { Aviso, AvisoInput } from '@barberia/shared';
import { guardarEn, useCambio } from '../../../lib/back-office-query';

/** Creates (without id) or edits a notice. */
export function useGuardarAviso() {
  return useCambio({ mutationFn: guardarEn<Aviso, AvisoInput>('/avisos'), refresca: [['avisos']] });
}
