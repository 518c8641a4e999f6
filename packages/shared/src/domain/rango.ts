import { diaDeLaSemana, type LocalDate, sumarDias } from './zona.js';

/** Monday to Saturday: the shop's opening days (0 = Sunday … 6 = Saturday). */
export const DIAS_HABILES = [1, 2, 3, 4, 5, 6] as const;

/** Longest range a barber may open in one go. */
export const MAXIMO_DIAS_RANGO = 92;

/** Every day from `desde` to `hasta`, both included, whose weekday is in `dias`; ascending. */
export function diasDelRango(desde: LocalDate, hasta: LocalDate, dias: readonly number[]): LocalDate[] {
  const elegidos = new Set(dias);
  const lista: LocalDate[] = [];
  for (let dia = desde; dia <= hasta; dia = sumarDias(dia, 1)) {
    if (elegidos.has(diaDeLaSemana(dia))) lista.push(dia);
  }
  return lista;
}

/** Calendar days between two dates, both included (0 when `hasta` is before `desde`). */
export function largoDelRango(desde: LocalDate, hasta: LocalDate): number {
  const ms = Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`);
  return ms < 0 ? 0 : Math.round(ms / 86_400_000) + 1;
}
