import { TIENDA } from '@barberia/shared';
import type { CorreoNuevo } from '../correos/correos.repository.js';

export const MINUTOS_ENLACE = 15;

/** The page's path has an ñ: percent-encoded so every mail client keeps the link whole. */
export function enlaceRestablecer(publicUrl: string, usuarioId: string, token: string): string {
  const ruta = encodeURI('/restablecer-contraseña');
  return `${publicUrl}${ruta}?uid=${encodeURIComponent(usuarioId)}&token=${encodeURIComponent(token)}`;
}

export function correoRestablecer(u: { nombre: string; email: string }, enlace: string): CorreoNuevo {
  return {
    para: u.email,
    asunto: `Cambia tu contraseña de ${TIENDA.nombre}`,
    texto: [
      `Hola ${u.nombre},`,
      '',
      'Pediste cambiar tu contraseña. Abre este enlace para elegir una nueva:',
      '',
      enlace,
      '',
      `El enlace vence en ${MINUTOS_ENLACE} minutos y sirve una sola vez.`,
      'Si no pediste el cambio, ignora este correo: tu contraseña sigue siendo la misma.',
      '',
      TIENDA.nombre,
    ].join('\n'),
  };
}
