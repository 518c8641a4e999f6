import { formatearPrecio, TIENDA } from '@barberia/shared';
import type { CorreoNuevo } from '../correos/correos.repository.js';
import type { FilaVenta } from './ventas.repository.js';

const fechaHora = (zona: string) =>
  new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeStyle: 'short', timeZone: zona });

/** The receipt of a paid sale, queued in the same transaction that marks it PAGADO. */
export function correoComprobante(v: FilaVenta, publicUrl: string, zona: string): CorreoNuevo {
  const lineas = v.productos.map(
    (p) =>
      `- ${p.nombre} × ${p.cantidad}: ${formatearPrecio(p.precio * p.cantidad)} (${formatearPrecio(p.precio)} c/u)`,
  );
  const pago =
    v.medio === 'efectivo'
      ? ['Pago: efectivo en el local']
      : [
          'Pago: Webpay',
          `Código de autorización: ${v.authorizationCode ?? '-'}`,
          `Tarjeta terminada en: ${v.cardNumber ?? '-'}`,
        ];
  return {
    para: v.email,
    asunto: `Comprobante de tu compra en ${TIENDA.nombre}`,
    texto: [
      '¡Gracias por tu compra!',
      '',
      `Orden de compra: ${v.buyOrder}`,
      `Fecha: ${fechaHora(zona).format(v.actualizadoEn ?? v.fecha)}`,
      '',
      ...lineas,
      '',
      `Total pagado: ${formatearPrecio(v.precioTotal)}`,
      ...pago,
      '',
      `Retira tus productos en ${TIENDA.direccion.calle}, ${TIENDA.direccion.comuna}.`,
      `Detalle de tu compra: ${publicUrl}/tienda/compra/${v.id}`,
      '',
      TIENDA.nombre,
    ].join('\n'),
  };
}
