import type { VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';

export function enlaceInvitacion(publicUrl: string, token: string): string {
  return `${publicUrl}/register?invitacion=${encodeURIComponent(token)}`;
}

export function correoInvitacion(
  a: { email: string; rol: 'admin' | 'barbero' },
  enlace: string,
  dias: number,
  tienda: Pick<VistaTienda, 'nombre'>,
): CorreoNuevo {
  const rol = a.rol === 'admin' ? 'administrador' : 'barbero';
  return {
    para: a.email,
    asunto: `Te invitaron a ${tienda.nombre}`,
    texto: [
      'Hola,',
      '',
      `Te invitaron a crear tu cuenta de ${rol} en ${tienda.nombre}. Abre este enlace para registrarte con este correo:`,
      '',
      enlace,
      '',
      `El enlace vence en ${dias} ${dias === 1 ? 'día' : 'días'} y sirve una sola vez.`,
      'Si no esperabas esta invitación, ignora este correo.',
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
