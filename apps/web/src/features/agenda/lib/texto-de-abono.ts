import { ABONO_MINIMO, type AbonoDeServicio, abonoDeServicio, formatearPrecio } from '@barberia/shared';

/**
 * A service's deposit beside its price in the booking's steps (issue 24): «Abono $5.000», a percentage
 * already in pesos; '' when it asks for none, or for less than Webpay takes (the booking then asks none).
 */
export function textoAbonoDeServicio(servicio: { precio: number; abono: AbonoDeServicio | null }): string {
  const pesos = abonoDeServicio(servicio);
  return pesos >= ABONO_MINIMO ? `Abono ${formatearPrecio(pesos)}` : '';
}
