import type { AgregarHoraAgendadaInput, Fecha, HoraAgendada } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';

export interface AgregarHoraAgendadaRespuesta {
  msg: string;
  horaAgendada: HoraAgendada;
  fecha: Fecha;
}

/**
 * Books an hour. With `reagendar` the server also removes the old hour in the same transaction, and
 * it sends the confirmation e-mail and creates the barber's calendar event itself.
 */
export function agregarHoraAgendada(fechaId: string, input: AgregarHoraAgendadaInput) {
  return apiRequest<AgregarHoraAgendadaRespuesta>(
    `/fechas/${encodeURIComponent(fechaId)}/agregar-hora-agendada`,
    {
      method: 'PUT',
      body: input,
    },
  );
}
