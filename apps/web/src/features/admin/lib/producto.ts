import { calcularDescuento } from '@barberia/shared';

/**
 * Spec 001 §5: descuento = round((final − base) / base · 100), 0 when base is not positive; the text
 * the form shows while the admin types. Non-numbers (an empty field) count as no discount.
 */
export function textoDescuento(precioBase: string, precioFinal: string): string {
  const base = Number(precioBase);
  const final = Number(precioFinal);
  if (
    precioBase.trim() === '' ||
    precioFinal.trim() === '' ||
    !Number.isFinite(base) ||
    !Number.isFinite(final)
  ) {
    return 'Sin descuento';
  }
  const descuento = calcularDescuento(base, final);
  if (descuento === 0) return 'Sin descuento';
  return `${descuento > 0 ? '+' : ''}${descuento}%`;
}
