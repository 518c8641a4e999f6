import type { LocalDate } from './zona.js';

/** The LocalDate of a Fecha's `fecha`, which the API writes as ISO with the day's offset. */
export function diaDe(fecha: string): LocalDate {
  return fecha.slice(0, 10);
}
