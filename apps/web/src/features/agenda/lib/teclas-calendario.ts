import type { LocalDate } from '@barberia/shared';

/** The keys of the WAI-ARIA date grid pattern the calendar's days answer to. */
export const TECLAS_CALENDARIO = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type TeclaCalendario = (typeof TECLAS_CALENDARIO)[number];

export const esTeclaCalendario = (tecla: string): tecla is TeclaCalendario =>
  (TECLAS_CALENDARIO as readonly string[]).includes(tecla);

// Plain calendar arithmetic on YYYY-MM-DD: a LocalDate has no zone, so UTC days are exact.
const aFecha = (dia: LocalDate) => new Date(`${dia}T00:00:00Z`);
const aDia = (fecha: Date): LocalDate => fecha.toISOString().slice(0, 10);

function sumarDias(dia: LocalDate, dias: number): LocalDate {
  const fecha = aFecha(dia);
  fecha.setUTCDate(fecha.getUTCDate() + dias);
  return aDia(fecha);
}

/** The same day of another month, or that month's last day when it is shorter (31 → 30, 28 or 29). */
function sumarMeses(dia: LocalDate, meses: number): LocalDate {
  const fecha = aFecha(dia);
  const destino = new Date(Date.UTC(fecha.getUTCFullYear(), fecha.getUTCMonth() + meses, 1));
  const ultimo = new Date(Date.UTC(destino.getUTCFullYear(), destino.getUTCMonth() + 1, 0)).getUTCDate();
  destino.setUTCDate(Math.min(fecha.getUTCDate(), ultimo));
  return aDia(destino);
}

/** 0 on Monday … 6 on Sunday: weeks start on Monday in Chile, as the calendar shows them. */
const diaDeSemana = (dia: LocalDate) => (aFecha(dia).getUTCDay() + 6) % 7;

/**
 * Where a key moves the focus in the calendar's days. Only days with a record can be chosen (spec §5),
 * and the calendar disables the rest, so the focus lands on the chosen-able day nearest the pattern's
 * target: arrows a day or a week, Home and End the week's ends, PageUp and PageDown a month. Never
 * leaves the week on Home/End; null when nothing lies that way (the focus stays).
 *
 * @param habilitados the selectable days, sorted ascending.
 */
export function diaTrasTecla(
  dia: LocalDate,
  tecla: TeclaCalendario,
  habilitados: readonly LocalDate[],
): LocalDate | null {
  const antes = habilitados.filter((d) => d < dia);
  const despues = habilitados.filter((d) => d > dia);
  // Backwards: the last day on or before the target, else the nearest to it that still moves back.
  const atras = (objetivo: LocalDate) => antes.filter((d) => d <= objetivo).at(-1) ?? antes[0] ?? null;
  const adelante = (objetivo: LocalDate) => despues.find((d) => d >= objetivo) ?? despues.at(-1) ?? null;
  switch (tecla) {
    case 'ArrowLeft':
      return antes.at(-1) ?? null;
    case 'ArrowRight':
      return despues[0] ?? null;
    case 'ArrowUp':
      return atras(sumarDias(dia, -7));
    case 'ArrowDown':
      return adelante(sumarDias(dia, 7));
    case 'PageUp':
      return atras(sumarMeses(dia, -1));
    case 'PageDown':
      return adelante(sumarMeses(dia, 1));
    case 'Home': {
      const lunes = sumarDias(dia, -diaDeSemana(dia));
      return antes.find((d) => d >= lunes) ?? null;
    }
    case 'End': {
      const domingo = sumarDias(dia, 6 - diaDeSemana(dia));
      return despues.filter((d) => d <= domingo).at(-1) ?? null;
    }
  }
}
