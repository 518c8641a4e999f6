import type { VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';

export const MINUTOS_ENLACE = 15;

/** The page's path has an ñ: percent-encoded so every mail client keeps the link whole. */
export function enlaceRestablecer(publicUrl: string, usuarioId: string, token: string): string {
  const ruta = encodeURI('/restablecer-contraseña');
  return `${publicUrl}${ruta}?uid=${encodeURIComponent(usuarioId)}&token=${encodeURIComponent(token)}`;
}

export function correoRestablecer(
  u: { nombre: string; email: string },
  enlace: string,
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  return {
    para: u.email,
    asunto: `Cambia tu contraseña de ${tienda.nombre}`,
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
      tienda.nombre,
    ].join('\n'),
  };
}

/**
 * The other branch of forgot-password: the address has no account. Telling its owner is the honest
 * answer, and queueing it makes both branches do the same work (docs/decisions/020).
 */
export function correoSinCuenta(
  email: string,
  publicUrl: string,
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  return {
    para: email,
    asunto: `Cambio de contraseña en ${tienda.nombre}`,
    texto: [
      'Hola,',
      '',
      `Alguien pidió cambiar la contraseña de una cuenta de ${tienda.nombre} con este correo, pero este correo no tiene cuenta.`,
      `Las cuentas del equipo se crean solo con una invitación del administrador (${publicUrl}).`,
      'Si no lo pediste tú, ignora este correo.',
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
