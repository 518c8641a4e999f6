import type { HabilitarHoraInput, HabilitarHoraRespuesta } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';

/** Frees a booked hour; the server removes its calendar event and e-mails the client the reason. */
export function useHabilitarHora() {
  return useCambio({
    mutationFn: ({ fechaId, input }: { fechaId: string; input: HabilitarHoraInput }) =>
      apiRequest<HabilitarHoraRespuesta>(`${rutaConId('/fechas', fechaId)}/habilitar-hora`, {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    refresca: [['fechas'], ['eventos']],
  });
}
