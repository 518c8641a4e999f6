import type { Fecha, FechaHorarioInput } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';

/** New hours for a day; refused (409) when a booking would fall outside them. */
export function useEditarHorario() {
  return useCambio({
    mutationFn: ({ fechaId, input }: { fechaId: string; input: FechaHorarioInput }) =>
      apiRequest<Fecha>(rutaConId('/fechas', fechaId), { method: 'PUT', body: input, auth: true }),
    refresca: [['fechas']],
  });
}
