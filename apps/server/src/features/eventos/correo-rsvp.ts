import { formatearFechaCompleta, TIENDA } from '@barberia/shared';
import type { CorreoNuevo } from '../correos/correos.repository.js';

export const HORAS_ENLACE_RSVP = 24;

/** The event's page confirms the token with a POST: a mail scanner opening the link confirms nothing. */
export function enlaceConfirmarRsvp(publicUrl: string, eventoId: string, token: string): string {
  return `${publicUrl}/eventos/${eventoId}?confirmar=${encodeURIComponent(token)}`;
}

export function correoConfirmarRsvp(
  email: string,
  evento: { name: string; startDate: string; startTime: string; endTime: string; location: string },
  amount: number,
  enlace: string,
): CorreoNuevo {
  return {
    para: email,
    asunto: `Confirma tu inscripción a ${evento.name}`,
    texto: [
      'Hola,',
      '',
      `Recibimos tu inscripción a «${evento.name}» para ${amount} ${amount === 1 ? 'persona' : 'personas'}.`,
      `Fecha: ${formatearFechaCompleta(evento.startDate)}, de ${evento.startTime} a ${evento.endTime} hrs`,
      ...(evento.location ? [`Lugar: ${evento.location}`] : []),
      '',
      'Para confirmarla abre este enlace:',
      '',
      enlace,
      '',
      `El enlace sirve una sola vez y vence en ${HORAS_ENLACE_RSVP} horas; si no lo usas, tus cupos se liberan.`,
      'Si no te inscribiste, ignora este correo.',
      '',
      TIENDA.nombre,
    ].join('\n'),
  };
}
