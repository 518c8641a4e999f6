import type { LocalDate } from '@barberia/shared';

function dosDigitos(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The day a react-calendar tile stands for. The calendar builds tiles at local midnight of the
 * device, so the device's own Y-M-D is the day the person clicked, whatever zone the device is in.
 */
export function diaDeCalendario(date: Date): LocalDate {
  return `${date.getFullYear()}-${dosDigitos(date.getMonth() + 1)}-${dosDigitos(date.getDate())}`;
}

/** The reverse: a shop day as the local-midnight Date react-calendar expects for value and minDate. */
export function fechaDeCalendario(dia: LocalDate): Date {
  const [y, m, d] = dia.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The first day of that day's month, for the calendar's initial view. */
export function inicioDeMes(dia: LocalDate): Date {
  const fecha = fechaDeCalendario(dia);
  return new Date(fecha.getFullYear(), fecha.getMonth(), 1);
}
