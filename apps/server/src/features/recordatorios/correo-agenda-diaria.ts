import { formatearFechaCompleta, formatearTelefono, type VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';

interface HoraDeLaAgenda {
  horaInicio: string;
  horaFin: string;
  servicio: string;
  nombre: string;
  email: string;
  telefono?: string | null;
}

/**
 * A name the client wrote goes into the barber's mail only if no mail program would turn it into a link
 * (the rule of the clients' greeting, decision 018); otherwise the client's address stands for it.
 */
const cliente = (h: HoraDeLaAgenda) => {
  const contacto = h.telefono ? `${h.email}, ${formatearTelefono(h.telefono)}` : h.email;
  return /[.:/\\]|\p{Cc}/u.test(h.nombre) ? contacto : `${h.nombre} (${contacto})`;
};

/** The barber's bookings of the day, at AGENDA_DIARIA_HORA (decision 019). */
export function correoAgendaDiaria(
  barbero: { nombre: string; email: string },
  dia: string,
  horas: HoraDeLaAgenda[],
  publicUrl: string,
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  return {
    para: barbero.email,
    asunto: `Tu agenda de hoy en ${tienda.nombre}: ${horas.length === 1 ? '1 hora' : `${horas.length} horas`}`,
    texto: [
      `Hola ${barbero.nombre},`,
      '',
      `Tu agenda del ${formatearFechaCompleta(dia)}:`,
      '',
      ...horas.map((h) => `${h.horaInicio} a ${h.horaFin} hrs · ${h.servicio} · ${cliente(h)}`),
      '',
      `Tu calendario: ${publicUrl}/barbero/calendario`,
      'Puedes dejar de recibir este correo en tu perfil.',
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
