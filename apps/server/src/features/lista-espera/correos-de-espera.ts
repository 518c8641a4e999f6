import { formatearFechaCompleta, horaLocalDe, type VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';
import { saludo } from '../fechas/index.js';

interface Persona {
  email: string;
  nombre: string;
  dia: string;
  servicio: string;
}

/**
 * Joining: nothing is booked yet, and the place counts only once this link is opened (decision 053). Whoever
 * typed the address may not own it: the mail says so, and ignoring it is enough.
 */
export function correoEnLista(
  p: Persona,
  enlace: string,
  plazos: { minutos: number; minutosParaConfirmar: number },
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  return {
    para: p.email,
    asunto: `Confirma tu lugar en la lista de espera del ${formatearFechaCompleta(p.dia)}`,
    texto: [
      saludo(p.nombre),
      '',
      `Te anotaste en la lista de espera del ${formatearFechaCompleta(p.dia)} para ${p.servicio}. Todavía no tienes una hora agendada.`,
      `Para confirmar tu lugar, abre este enlace en los próximos ${plazos.minutosParaConfirmar} minutos:`,
      '',
      enlace,
      '',
      'Sin confirmar no te ofreceremos horas, y saldrás de la lista cuando pase ese plazo.',
      `Una vez confirmado, si se libera una hora que te sirva, te la guardamos ${plazos.minutos} minutos y te escribimos para que la agendes con un toque. Con el mismo enlace puedes ver tu lugar en la lista o salir de ella.`,
      '',
      'Si no fuiste tú quien se anotó, ignora este correo: sin confirmar, la inscripción se borra sola.',
      '',
      tienda.nombre,
    ].join('\n'),
  };
}

/** A freed hour held for them: the link books it; after `venceEn` it goes to the next person. */
export function correoOferta(
  p: Persona & { horaInicio: string; barbero: string; venceEn: Date },
  enlace: string,
  zona: string,
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  const hasta = horaLocalDe(p.venceEn, zona);
  return {
    para: p.email,
    asunto: `Se liberó una hora para ti: ${formatearFechaCompleta(p.dia)} a las ${p.horaInicio}`,
    texto: [
      saludo(p.nombre),
      '',
      `Se liberó una hora del ${formatearFechaCompleta(p.dia)} a las ${p.horaInicio} con ${p.barbero} (${p.servicio}).`,
      `Te la guardamos hasta las ${hasta}. Para agendarla, abre este enlace y toca «Agendar esta hora»:`,
      '',
      enlace,
      '',
      `Si no la agendas antes de las ${hasta}, se ofrecerá a la siguiente persona de la lista y saldrás de ella.`,
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
