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

/** Reads a chosen picture as the data URL the API takes (spec 001 §3: img as a data-URL string). */
export function leerComoDataUrl(archivo: Blob): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const lector = new FileReader();
    lector.onload = () =>
      typeof lector.result === 'string' ? resolver(lector.result) : rechazar(new Error('Sin datos'));
    lector.onerror = () => rechazar(lector.error ?? new Error('No se pudo leer la imagen'));
    lector.readAsDataURL(archivo);
  });
}
