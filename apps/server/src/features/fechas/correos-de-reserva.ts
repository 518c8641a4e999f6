import {
  formatearFechaCompleta,
  formatearPrecio,
  formatearTelefono,
  type VistaTienda,
} from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';
import { type ContextoCorreo, type HoraDelCliente, icsDeReserva } from './evento-de-reserva.js';

export type { ContextoCorreo } from './evento-de-reserva.js';

export interface DatosReserva {
  /** The horaAgendada id, the uid of the attached calendar event. */
  id: string;
  nombre: string;
  email: string;
  /** The client's mobile in E.164, when given (decision 030). */
  telefono?: string | null;
  dia: string;
  horaInicio: string;
  horaFin: string;
  servicio: string;
  precio: number;
  barbero: string;
  /** The deposit paid and the shop's policy, one paragraph (decision 044). */
  abono?: string;
}

/**
 * The greeting is the only text of a client's mail that the client wrote. Mail programs turn anything
 * that looks like an address into a link, so a name with a dot, colon or slash is left out: the shop's
 * mail never carries a link someone else chose (issue 9).
 */
export const saludo = (nombre: string) => (/[.:/\\]|\p{Cc}/u.test(nombre) ? 'Hola,' : `Hola ${nombre},`);

/** The hour's facts and the personal link, as the confirmation and the reminder both end. */
function datosDeLaHora(
  r: Omit<DatosReserva, 'precio'>,
  servicio: string,
  enlace: string,
  tienda: VistaTienda,
) {
  return [
    `Fecha: ${formatearFechaCompleta(r.dia)}`,
    `Hora: ${r.horaInicio} a ${r.horaFin} hrs`,
    `Servicio: ${servicio}`,
    `Barbero: ${r.barbero}`,
    ...(r.telefono ? [`Tu teléfono: ${formatearTelefono(r.telefono)}`] : []),
    `Dirección: ${tienda.direccionCompleta}`,
    '',
    `Para revisar, cancelar o reagendar tu hora: ${enlace}`,
    '',
    `¡Te esperamos! ${tienda.nombre}`,
  ];
}

/**
 * The confirmation, with the booking as an .ics so the client can add it from the mail too. A
 * rescheduled booking is a new hour with a new uid, so the mail also carries a METHOD:CANCEL file for
 * the hour it replaces, or the client's calendar would keep both. `enlace`: the personal link with its
 * proof (enlaceCancelar).
 */
export function correoConfirmacion(
  r: DatosReserva,
  contexto: ContextoCorreo,
  enlace: string,
  anterior?: HoraDelCliente,
): CorreoNuevo {
  const reagendada = anterior !== undefined;
  const { tienda } = contexto;
  return {
    para: r.email,
    asunto: reagendada
      ? `Tu hora en ${tienda.nombre} ha sido reagendada`
      : `Tu hora en ${tienda.nombre} ha sido agendada`,
    texto: [
      saludo(r.nombre),
      '',
      reagendada ? 'Tu hora fue reagendada. Estos son los nuevos datos:' : 'Tu hora quedó agendada:',
      '',
      ...(r.abono ? [r.abono, ''] : []),
      ...datosDeLaHora(r, `${r.servicio} (${formatearPrecio(r.precio)})`, enlace, tienda),
    ].join('\n'),
    adjuntos: [
      icsDeReserva(r, contexto, false),
      ...(anterior
        ? [{ ...icsDeReserva(anterior, contexto, true), nombre: 'hora-anterior-cancelada.ics' }]
        : []),
    ],
  };
}

/**
 * The reminder, RECORDATORIO_HORAS_ANTES before the hour (decision 019): the same facts and .ics as the
 * confirmation (same uid, so the client's calendar keeps one event), and the personal link with its proof.
 */
export function correoRecordatorio(
  r: Omit<DatosReserva, 'precio'>,
  contexto: ContextoCorreo,
  enlace: string,
): CorreoNuevo {
  const { tienda } = contexto;
  return {
    para: r.email,
    asunto: `Recordatorio: tu hora en ${tienda.nombre}`,
    texto: [
      saludo(r.nombre),
      '',
      'Te recordamos tu hora:',
      '',
      ...datosDeLaHora(r, r.servicio, enlace, tienda),
    ].join('\n'),
    adjuntos: [icsDeReserva(r, contexto, false)],
  };
}

/** The cancellation, with a METHOD:CANCEL .ics that removes the event the client may have saved. */
export function correoCancelacion(
  r: Omit<DatosReserva, 'precio' | 'barbero'>,
  contexto: ContextoCorreo,
  motivo?: string,
  abono?: string,
): CorreoNuevo {
  const { publicUrl, tienda } = contexto;
  return {
    para: r.email,
    asunto: `Tu hora en ${tienda.nombre} fue cancelada`,
    texto: [
      saludo(r.nombre),
      '',
      `Tu hora del ${formatearFechaCompleta(r.dia)} a las ${r.horaInicio} hrs (${r.servicio}) fue cancelada.`,
      ...(motivo ? ['', `Motivo: ${motivo}`] : []),
      ...(abono ? ['', abono] : []),
      '',
      `¿Quieres otra hora? Agenda de nuevo, eligiendo el día y la hora que te acomoden: ${publicUrl}/agenda`,
      '',
      tienda.nombre,
    ].join('\n'),
    adjuntos: [icsDeReserva(r, contexto, true)],
  };
}

/** The answer to "Ver Horas" from a device without proof: the personal link, or word that there is nothing. */
export function correoEnlaceHoras(
  email: string,
  enlace: string | null,
  { publicUrl, tienda }: Pick<ContextoCorreo, 'publicUrl' | 'tienda'>,
): CorreoNuevo {
  return {
    para: email,
    asunto: `Tus horas en ${tienda.nombre}`,
    texto: [
      'Hola,',
      '',
      ...(enlace
        ? [
            'Para revisar, cancelar o reagendar tus horas abre este enlace (vale 24 horas):',
            enlace,
            '',
            'Es personal: no lo compartas.',
          ]
        : [
            'No encontramos horas agendadas con este correo.',
            `Puedes agendar una hora en ${publicUrl}/agenda`,
          ]),
      '',
      'Si no pediste este correo, puedes ignorarlo.',
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
