import { type LocalDate, numeroDeDia, sumarDias } from './zona.js';

/**
 * What the client ticks at the contact step to be reminded to come back (issue 25); stored word for word
 * with the time, per e-mail. Outside the contract modules for the same reason as CONSENTIMIENTO_WHATSAPP.
 */
export const CONSENTIMIENTO_REGRESO =
  'Avísame por correo cuando me toque volver, según cada cuánto vengo (un solo aviso cada vez; me puedo dar de baja desde ese correo).';

/**
 * A usual interval shorter than a week is two services booked apart, not a habit; longer than four months
 * is no rhythm a reminder can follow. Either way no reminder is sent.
 */
export const INTERVALO_MINIMO_DIAS = 7;
export const INTERVALO_MAXIMO_DIAS = 120;
/** A reminder not sent within this many days of its date (the server was down) is not sent late. */
export const VENTANA_DE_REGRESO_DIAS = 7;

/**
 * The client's usual interval in days: the median of the gaps between their visits' distinct days (the
 * median, so one long absence does not stretch it). Null below two visits or outside the bounds above.
 */
export function intervaloHabitual(dias: readonly LocalDate[]): number | null {
  const numeros = [...new Set(dias.map(numeroDeDia))].sort((a, b) => a - b);
  if (numeros.length < 2) return null;
  const saltos = numeros
    .slice(1)
    .map((n, i) => n - (numeros[i] as number))
    .sort((a, b) => a - b);
  const medio = Math.floor(saltos.length / 2);
  const mediana =
    saltos.length % 2 === 1
      ? (saltos[medio] as number)
      : Math.round(((saltos[medio - 1] as number) + (saltos[medio] as number)) / 2);
  return mediana >= INTERVALO_MINIMO_DIAS && mediana <= INTERVALO_MAXIMO_DIAS ? mediana : null;
}

export interface RegresoDebido {
  /** The last visit's day: one reminder per last visit, whatever happens after. */
  ultimo: LocalDate;
  intervalo: number;
  /** The day the client would usually come back. */
  dia: LocalDate;
}

/**
 * Whether the client is due a reminder today: their usual interval has passed since the last visit, by
 * no more than VENTANA_DE_REGRESO_DIAS. The caller checks they have no hour booked already.
 */
export function regresoDebido(dias: readonly LocalDate[], hoy: LocalDate): RegresoDebido | null {
  const intervalo = intervaloHabitual(dias);
  if (intervalo === null) return null;
  const ultimo = dias.reduce((a, b) => (b > a ? b : a));
  const dia = sumarDias(ultimo, intervalo);
  const retraso = numeroDeDia(hoy) - numeroDeDia(dia);
  return retraso >= 0 && retraso < VENTANA_DE_REGRESO_DIAS ? { ultimo, intervalo, dia } : null;
}
