import { direccionCompleta, formatearFechaCompleta, formatearPrecio, TIENDA } from '@barberia/shared';
import type { CorreoNuevo } from '../correos/correos.repository.js';
import {
  type ContextoCorreo,
  enlaceCancelar,
  type HoraDelCliente,
  icsDeReserva,
} from './evento-de-reserva.js';

export type { ContextoCorreo } from './evento-de-reserva.js';

export interface DatosReserva {
  /** The horaAgendada id, the uid of the attached calendar event. */
  id: string;
  nombre: string;
  email: string;
  dia: string;
  horaInicio: string;
  horaFin: string;
  servicio: string;
  precio: number;
  barbero: string;
}

/**
 * The confirmation, with the booking as an .ics so the client can add it from the mail too. A
 * rescheduled booking is a new hour with a new uid, so the mail also carries a METHOD:CANCEL file for
 * the hour it replaces, or the client's calendar would keep both.
 */
export function correoConfirmacion(
  r: DatosReserva,
  contexto: ContextoCorreo,
  anterior?: HoraDelCliente,
): CorreoNuevo {
  const { publicUrl } = contexto;
  const reagendada = anterior !== undefined;
  return {
    para: r.email,
    asunto: reagendada
      ? `Tu hora en ${TIENDA.nombre} ha sido reagendada`
      : `Tu hora en ${TIENDA.nombre} ha sido agendada`,
    texto: [
      `Hola ${r.nombre},`,
      '',
      reagendada ? 'Tu hora fue reagendada. Estos son los nuevos datos:' : 'Tu hora quedó agendada:',
      '',
      `Fecha: ${formatearFechaCompleta(r.dia)}`,
      `Hora: ${r.horaInicio} a ${r.horaFin} hrs`,
      `Servicio: ${r.servicio} (${formatearPrecio(r.precio)})`,
      `Barbero: ${r.barbero}`,
      `Dirección: ${direccionCompleta}`,
      '',
      `Para revisar, cancelar o reagendar tu hora: ${enlaceCancelar(publicUrl, r.email)}`,
      '',
      `¡Te esperamos! ${TIENDA.nombre}`,
    ].join('\n'),
    adjuntos: [
      icsDeReserva(r, contexto, false),
      ...(anterior
        ? [{ ...icsDeReserva(anterior, contexto, true), nombre: 'hora-anterior-cancelada.ics' }]
        : []),
    ],
  };
}

/** The cancellation, with a METHOD:CANCEL .ics that removes the event the client may have saved. */
export function correoCancelacion(
  r: Omit<DatosReserva, 'precio' | 'barbero'>,
  contexto: ContextoCorreo,
  motivo?: string,
): CorreoNuevo {
  const { publicUrl } = contexto;
  return {
    para: r.email,
    asunto: `Tu hora en ${TIENDA.nombre} fue cancelada`,
    texto: [
      `Hola ${r.nombre},`,
      '',
      `Tu hora del ${formatearFechaCompleta(r.dia)} a las ${r.horaInicio} hrs (${r.servicio}) fue cancelada.`,
      ...(motivo ? ['', `Motivo: ${motivo}`] : []),
      '',
      `Puedes agendar una nueva hora en ${publicUrl}/agenda`,
      '',
      TIENDA.nombre,
    ].join('\n'),
    adjuntos: [icsDeReserva(r, contexto, true)],
  };
}
