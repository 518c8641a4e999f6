import {
  diasDelMes,
  fechaDeNumero,
  type LocalDate,
  numeroDeDia,
  PRIMER_NUMERO_DE_DIA,
  ULTIMO_NUMERO_DE_DIA,
} from './zona.js';

/**
 * How far from today a day may be opened, booked or given a calendar event: a year back (correcting the
 * year's records) and two years ahead (a shop plans months, not decades). A day beyond it is refused with a
 * Spanish 400; before issue 20 a barber could open 9999-12-31 and hang every server (docs/api-back-office.md).
 */
export const ANOS_ATRAS_PERMITIDOS = 1;
export const ANOS_ADELANTE_PERMITIDOS = 2;

/** The same month and day `anos` years later (29 February becomes the 28th in a common year). */
export function sumarAnos(fecha: LocalDate, anos: number): LocalDate {
  numeroDeDia(fecha); // throws on anything that is not a day
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const ano = Math.min(9999, Math.max(1, y + Math.trunc(anos)));
  const dd = Math.min(d, diasDelMes(ano, m));
  return `${String(ano).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/** The first and last day a person may name, seen from `hoy`. */
export function limitesDeFechas(hoy: LocalDate): { desde: LocalDate; hasta: LocalDate } {
  return { desde: sumarAnos(hoy, -ANOS_ATRAS_PERMITIDOS), hasta: sumarAnos(hoy, ANOS_ADELANTE_PERMITIDOS) };
}

/** Whether `dia` lies within limitesDeFechas(hoy), both ends included. */
export function fechaDentroDeLimites(dia: LocalDate, hoy: LocalDate): boolean {
  const { desde, hasta } = limitesDeFechas(hoy);
  return dia >= desde && dia <= hasta;
}

/**
 * The day `dias` after `fecha`, stopped at 0001-01-01 or 9999-12-31: for the ends of a window of reading,
 * where a day past the calendar means «everything that way».
 */
export function sumarDiasAcotado(fecha: LocalDate, dias: number): LocalDate {
  const n = numeroDeDia(fecha) + Math.trunc(dias);
  return fechaDeNumero(Math.min(ULTIMO_NUMERO_DE_DIA, Math.max(PRIMER_NUMERO_DE_DIA, n)));
}
