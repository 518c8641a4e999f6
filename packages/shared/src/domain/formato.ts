import type { LocalDate } from './zona.js';

const precioCLP = new Intl.NumberFormat('es-CL', {
  style: 'currency',
  currency: 'CLP',
  maximumFractionDigits: 0,
});

/** `$12.000` — CLP has no decimals. */
export function formatearPrecio(precio: number): string {
  return precioCLP.format(precio);
}

// Formatting a calendar day in UTC keeps it the same day whatever the reader's zone is.
const fechaLarga = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const fechaCompleta = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcDe(fecha: LocalDate): Date {
  return new Date(`${fecha}T12:00:00Z`);
}

/** `lunes, 23 de noviembre` as Intl writes it for es-CL. */
export function formatearFechaLarga(fecha: LocalDate): string {
  return fechaLarga.format(utcDe(fecha));
}

/** `lunes, 23 de noviembre de 2026`. */
export function formatearFechaCompleta(fecha: LocalDate): string {
  return fechaCompleta.format(utcDe(fecha));
}

/** Percentage discount: (final - base) / base * 100, rounded; 0 when base is not positive. */
export function calcularDescuento(precioBase: number, precioFinal: number): number {
  if (!(precioBase > 0)) return 0;
  return Math.round(((precioFinal - precioBase) / precioBase) * 100);
}
