import { formatearFechaHora, formatearPrecio, type VistaTienda } from '@barberia/shared';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';
import type { FilaVenta } from './ventas.repository.js';

/** The receipt of a paid sale, queued in the same transaction that marks it PAGADO. */
export function correoComprobante(
  v: FilaVenta,
  publicUrl: string,
  zona: string,
  tienda: Pick<VistaTienda, 'nombre' | 'direccion'>,
): CorreoNuevo {
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
    asunto: `Comprobante de tu compra en ${tienda.nombre}`,
    texto: [
      '¡Gracias por tu compra!',
      '',
      `Orden de compra: ${v.buyOrder}`,
      // 24-hour es-CL, as every time the shop writes (spec 000 §9): never «2:05 p. m.».
      `Fecha: ${formatearFechaHora(v.actualizadoEn ?? v.fecha, zona)}`,
      '',
      ...lineas,
      '',
      `Total pagado: ${formatearPrecio(v.precioTotal)}`,
      ...pago,
      '',
      `Retira tus productos en ${tienda.direccion.calle}, ${tienda.direccion.comuna}.`,
      `Detalle de tu compra: ${publicUrl}/tienda/compra/${v.id}`,
      '',
      tienda.nombre,
    ].join('\n'),
  };
}
