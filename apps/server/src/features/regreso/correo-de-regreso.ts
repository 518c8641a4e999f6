import { formatearFechaCompleta, type VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';
import { saludo } from '../fechas/index.js';

/** Weeks when the interval is a whole number of them («cada 3 semanas»), else days. */
function cadaCuanto(dias: number): string {
  if (dias % 7 === 0) return dias === 7 ? 'cada semana' : `cada ${dias / 7} semanas`;
  return `cada ${dias} días`;
}

/** The one reminder per last visit: it is about time, with the link that books the same again. */
export function correoDeRegreso(
  v: { email: string; nombre: string; ultimo: string; intervalo: number; servicio: string; barbero: string },
  enlaces: { agendar: string; baja: string },
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  return {
    para: v.email,
    asunto: `¿Te toca volver a ${tienda.nombre}?`,
    texto: [
      saludo(v.nombre),
      '',
      `Tu última visita fue el ${formatearFechaCompleta(v.ultimo)} (${v.servicio} con ${v.barbero}) y sueles venir ${cadaCuanto(v.intervalo)}.`,
      'Si quieres agendar lo mismo, este enlace abre la agenda con tus servicios y tu barbero ya elegidos:',
      '',
      enlaces.agendar,
      '',
      'Es el único aviso que te enviaremos por esta visita. Nos pediste estos avisos al agendar; si no quieres recibir más, date de baja aquí:',
      enlaces.baja,
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
