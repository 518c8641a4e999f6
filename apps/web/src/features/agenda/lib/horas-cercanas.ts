import { type LocalDate, minutosDe } from '@barberia/shared';

export interface HoraCercana {
  dia: LocalDate;
  horaInicio: string;
}

/** The same day offers at most this many; the rest are the next days', so a full day still leaves a way out. */
const DEL_MISMO_DIA = 3;

/**
 * What to offer when the chosen hour was taken meanwhile (issue 22): that day's free starts nearest to it
 * (earlier first on a tie), then, one per day, the start nearest to the same time on each next day with
 * free hours. Chronological, so they read as the calendar does.
 *
 * @param dias the hour screen's days with their free starts (the server's answer, sorted by day).
 */
export function horasCercanas(
  dias: readonly { fecha: LocalDate; horas: readonly string[] }[],
  tomada: HoraCercana,
  cuantas = 4,
): HoraCercana[] {
  const objetivo = minutosDe(tomada.horaInicio);
  const distancia = (hora: string) => Math.abs(minutosDe(hora) - objetivo);
  const masCercanas = (horas: readonly string[]) =>
    [...horas].sort((a, b) => distancia(a) - distancia(b) || minutosDe(a) - minutosDe(b));

  const delDia = dias.find((d) => d.fecha === tomada.dia)?.horas.filter((h) => h !== tomada.horaInicio) ?? [];
  const mismoDia = masCercanas(delDia)
    .slice(0, Math.min(DEL_MISMO_DIA, cuantas))
    .sort((a, b) => minutosDe(a) - minutosDe(b))
    .map((horaInicio) => ({ dia: tomada.dia, horaInicio }));

  const siguientes: HoraCercana[] = [];
  for (const { fecha, horas } of [...dias].sort((a, b) => a.fecha.localeCompare(b.fecha))) {
    if (mismoDia.length + siguientes.length >= cuantas) break;
    const hora = masCercanas(horas)[0];
    if (fecha > tomada.dia && hora) siguientes.push({ dia: fecha, horaInicio: hora });
  }
  return [...mismoDia, ...siguientes];
}
