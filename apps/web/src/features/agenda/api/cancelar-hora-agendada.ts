import type { AbonoAlCancelar, CancelarHoraAgendadaInput, Fecha } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/consultas';
import { useMutation } from '../../../lib/mutaciones';
import { cabeceraDePruebas, tokensCliente } from '../lib/tokens-cliente';

/**
 * Frees a booked hour of `email`, with this device's proofs; the server also removes the calendar event.
 * With a paid deposit (issue 24) the answer says what became of it, and `msg` says it in words.
 */
export function cancelarHoraAgendada(fechaId: string, input: CancelarHoraAgendadaInput, email: string) {
  return apiRequest<{ msg: string; fecha: Fecha; abono?: AbonoAlCancelar }>(
    `/fechas/${encodeURIComponent(fechaId)}/cancelar-hora-agendada`,
    {
      method: 'PUT',
      body: input,
      headers: cabeceraDePruebas(tokensCliente.de(email, Date.now())),
    },
  );
}

export function useCancelarHoraAgendada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      fechaId,
      input,
      email,
    }: {
      fechaId: string;
      input: CancelarHoraAgendadaInput;
      email: string;
    }) => cancelarHoraAgendada(fechaId, input, email),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['horas-agendadas'] }),
        queryClient.invalidateQueries({ queryKey: ['fechas'] }),
      ]),
  });
}
