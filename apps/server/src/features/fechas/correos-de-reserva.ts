import {
  direccionCompleta,
  enlaceCancelar,
  formatearFechaCompleta,
  formatearPrecio,
  TIENDA,
} from '@barberia/shared';
import type { CorreoNuevo } from '../correos/correos.repository.js';

export interface DatosReserva {
  nombre: string;
  email: string;
  dia: string;
  horaInicio: string;
  horaFin: string;
  servicio: string;
  precio: number;
  barbero: string;
}

export function correoConfirmacion(r: DatosReserva, publicUrl: string, reagendada: boolean): CorreoNuevo {
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
  };
}

export function correoCancelacion(
  r: Omit<DatosReserva, 'precio' | 'barbero'>,
  publicUrl: string,
  motivo?: string,
): CorreoNuevo {
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
  };
}
