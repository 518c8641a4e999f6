import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';

/**
 * Said first when the hour was lost in a race: the spec's «La hora ya está agendada.» alone reads as «your
 * hour is booked» (issue 42), so the server's sentence stays and this one leads.
 */
export const HORA_TOMADA_ANTES = 'Alguien tomó esa hora antes que tú.';

/**
 * What the confirm step says when booking fails. A date gone since the client chose it is the spec's
 * own sentence (000 §5), not the server's shorter «Fecha no encontrada.»; an hour someone else took first
 * says so before the server's words; anything else is the server's message or the spec's fallback for
 * booking or rescheduling.
 */
export function mensajeDeReserva(error: unknown, reagendada: boolean): string {
  if (error instanceof ApiError && error.code === 'FECHA_NO_ENCONTRADA')
    return MENSAJES_PUBLICOS.FECHA_SELECCIONADA;
  if (error instanceof ApiError && error.code === 'HORA_YA_AGENDADA')
    return `${HORA_TOMADA_ANTES} ${error.message}`;
  return mensajeDeError(error, reagendada ? MENSAJES_PUBLICOS.REAGENDAR : MENSAJES_PUBLICOS.AGENDAR);
}
