import type { AgregarHoraAgendadaInput, Fecha, HoraAgendada } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabeceraDePruebas } from '../lib/tokens-cliente';

export interface AgregarHoraAgendadaRespuesta {
  msg: string;
  horaAgendada: HoraAgendada;
  fecha: Fecha;
  /** This device's proof of the new hour (decision 018). */
  tokenCliente: string;
}

/**
 * Books an hour. With `reagendar` the server also removes the old hour in the same transaction, and
 * it sends the confirmation e-mail and creates the barber's calendar event itself. `tokens`: this device's
 * proofs of the address (the hour being moved; a mailed link's proof lets a deposit's quote count its credit).
 */
export function agregarHoraAgendada(fechaId: string, input: AgregarHoraAgendadaInput, tokens: string[] = []) {
  return apiRequest<AgregarHoraAgendadaRespuesta>(
    `/fechas/${encodeURIComponent(fechaId)}/agregar-hora-agendada`,
    {
      method: 'PUT',
      body: input,
      ...(tokens.length > 0 && { headers: cabeceraDePruebas(tokens) }),
    },
  );
}
