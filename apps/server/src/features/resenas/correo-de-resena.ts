import { formatearFechaCompleta, type VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';
import { saludo } from '../fechas/index.js';

/** The one message after a visit: how did it go, with the personal link to rate it. */
export function correoPedirResena(
  v: { email: string; nombre: string; dia: string; servicio: string; barbero: string },
  enlace: string,
  diasParaResponder: number,
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  return {
    para: v.email,
    asunto: `¿Cómo te fue en ${tienda.nombre}?`,
    texto: [
      saludo(v.nombre),
      '',
      `Gracias por venir el ${formatearFechaCompleta(v.dia)} (${v.servicio} con ${v.barbero}).`,
      '¿Cómo te fue? Califica tu visita de 1 a 5 estrellas y, si quieres, déjanos un comentario:',
      '',
      enlace,
      '',
      `El enlace es personal y vale por ${diasParaResponder} días. Publicamos en el sitio tu nombre con la inicial de tu apellido, tu calificación y tu comentario, después de revisarlos. Es el único correo que te enviaremos sobre esta visita.`,
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
