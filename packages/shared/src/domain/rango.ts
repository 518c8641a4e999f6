import { diaDeLaSemana, fechaDeNumero, type LocalDate, numeroDeDia } from './zona.js';

/** Monday to Saturday: the shop's opening days (0 = Sunday … 6 = Saturday). */
export const DIAS_HABILES = [1, 2, 3, 4, 5, 6] as const;

/** Longest range a barber may open in one go. */
export const MAXIMO_DIAS_RANGO = 92;

/**
 * The most days any loop over a range walks (three years): every caller's own bound is smaller (a range
 * to open, a list to read); this one makes a forgotten bound a thrown error, never a hung server.
 */
export const MAXIMO_DIAS_RECORRIDO = 1100;

/**
 * Every day from `desde` to `hasta`, both included, whose weekday is in `dias`; ascending. Counted by day
 * numbers, so it always ends; throws past MAXIMO_DIAS_RECORRIDO days.
 */
export function diasDelRango(desde: LocalDate, hasta: LocalDate, dias: readonly number[]): LocalDate[] {
  const elegidos = new Set(dias);
  const primero = numeroDeDia(desde);
  const ultimo = numeroDeDia(hasta);
  if (ultimo - primero >= MAXIMO_DIAS_RECORRIDO) {
    throw new RangeError(`Un rango de días no puede superar ${MAXIMO_DIAS_RECORRIDO} días`);
  }
  const lista: LocalDate[] = [];
  for (let n = primero; n <= ultimo; n++) {
    const dia = fechaDeNumero(n);
    if (elegidos.has(diaDeLaSemana(dia))) lista.push(dia);
  }
  return lista;
}

/** Calendar days between two dates, both included (0 when `hasta` is before `desde`). */
export function largoDelRango(desde: LocalDate, hasta: LocalDate): number {
  return Math.max(0, numeroDeDia(hasta) - numeroDeDia(desde) + 1);
}
