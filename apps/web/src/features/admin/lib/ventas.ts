import { ZONA_SANTIAGO } from '@barberia/shared';

/** Spec 001 §4: PAGADO green, FALLIDA red, any other status grey. */
export function tonoDeEstado(status: string): 'pagado' | 'fallida' | 'neutro' {
  const normal = status.trim().toUpperCase();
  if (normal === 'PAGADO') return 'pagado';
  if (normal === 'FALLIDA') return 'fallida';
  return 'neutro';
}

// Spec 000 §9: 24-hour clock; es-CL alone would write "p. m.".
const fechaVenta = new Intl.DateTimeFormat('es-CL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ZONA_SANTIAGO,
});

/** A sale's instant as es-CL writes it, on the shop's clock whatever the device's zone. */
export function formatearFechaVenta(iso: string): string {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? iso : fechaVenta.format(fecha);
}
