import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';

/**
 * What the confirm step says when booking fails. A date gone since the client chose it is the spec's
 * own sentence (000 §5), not the server's shorter «Fecha no encontrada.»; anything else is the server's
 * message or the spec's fallback for booking or rescheduling.
 */
export function mensajeDeReserva(error: unknown, reagendada: boolean): string {
  if (error instanceof ApiError && error.code === 'FECHA_NO_ENCONTRADA')
    return MENSAJES_PUBLICOS.FECHA_SELECCIONADA;
  return mensajeDeError(error, reagendada ? MENSAJES_PUBLICOS.REAGENDAR : MENSAJES_PUBLICOS.AGENDAR);
}
