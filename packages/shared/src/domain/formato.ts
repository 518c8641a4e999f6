import type { LocalDate } from './zona.js';

/**
 * `$12.000` — CLP has no decimals. Written out instead of asked of Intl: a price is on the first screen of
 * `/`, `/servicios`, `/tienda` and `/agenda`, and Intl's first use there cost each page ~100 ms of its
 * hydration on a phone (×4 CPU), the largest single piece of its JavaScript (issue 27). The output is
 * Intl's es-CL, character for character (property test beside this file): halves away from zero, the
 * sign after the `$`, a dot every three digits, for any amount under 10²¹ (a price is a safe integer).
 */
export function formatearPrecio(precio: number): string {
  const signo = precio < 0 || Object.is(precio, -0) ? '-' : '';
  return `$${signo}${String(Math.round(Math.abs(precio))).replace(/\B(?=(\d{3})+$)/g, '.')}`;
}

// The day's names as Intl writes them for es-CL, written out for the reason given at formatearPrecio: a date
// is on the home's first screen (its reviews). The property test beside this file checks them against Intl.
const DIAS = 'domingo lunes martes miércoles jueves viernes sábado'.split(' ');
const MESES =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');

/**
 * A calendar day's parts; the weekday from a UTC date, so the reader's own zone never moves the day. Not
 * zona.ts's `diaDeLaSemana`: that module brings @date-fns/tz, and importing it here put 2 KiB more on the
 * first view of eight public pages (`npm run size`).
 */
function partesDe(fecha: LocalDate) {
  const [anio = 0, mes = 1, dia = 1] = fecha.split('-').map(Number);
  const semana = new Date(Date.UTC(anio, mes - 1, dia)).getUTCDay();
  return { anio, texto: `${DIAS[semana]}, ${dia} de ${MESES[mes - 1]}` };
}

/** `lunes, 23 de noviembre`, as Intl writes it for es-CL. */
export function formatearFechaLarga(fecha: LocalDate): string {
  return partesDe(fecha).texto;
}

/** `lunes, 23 de noviembre de 2026`. */
export function formatearFechaCompleta(fecha: LocalDate): string {
  const { anio, texto } = partesDe(fecha);
  return `${texto} de ${anio}`;
}

/**
 * A rating of 1 to 5, as es-CL writes it: `4`, `4,5`; with `conDecimal`, `4,0`. Ratings come rounded to a
 * tenth (resenas.service), which is all this writes.
 */
export function formatearNota(nota: number, { conDecimal = false } = {}): string {
  const decimas = Math.round(nota * 10) / 10;
  return (conDecimal ? decimas.toFixed(1) : String(decimas)).replace('.', ',');
}

/** Percentage discount: (final - base) / base * 100, rounded; 0 when base is not positive. */
export function calcularDescuento(precioBase: number, precioFinal: number): number {
  if (!(precioBase > 0)) return 0;
  return Math.round(((precioFinal - precioBase) / precioBase) * 100);
}
