import {
  diaDe,
  diaDeLaSemana,
  type Fecha,
  fechaLocalDe,
  type HoraAgendada,
  type LocalDate,
  minutosDe,
  sumarDias,
  ZONA_SANTIAGO,
} from '@barberia/shared';

/** Today in the shop's zone: the page's only read of the clock, passed down to the pure helpers. */
export function hoyEnSantiago(ahora: Date = new Date()): LocalDate {
  return fechaLocalDe(ahora, ZONA_SANTIAGO);
}

/** The barber's days, ascending. */
export function ordenarFechas(fechas: readonly Fecha[]): Fecha[] {
  return [...fechas].sort((a, b) => diaDe(a.fecha).localeCompare(diaDe(b.fecha)));
}

/** Index of the first day from today on, or the last day when every one is past (-1 when none). */
export function indiceDeHoy(ordenadas: readonly Fecha[], hoy: LocalDate): number {
  const indice = ordenadas.findIndex((f) => diaDe(f.fecha) >= hoy);
  return indice === -1 ? ordenadas.length - 1 : indice;
}

/** «Próxima semana»: the Monday after `hoy` (a week later when today is Monday) to the Sunday after it. */
export function proximaSemana(hoy: LocalDate): { desde: LocalDate; hasta: LocalDate } {
  const desde = sumarDias(hoy, 7 - ((diaDeLaSemana(hoy) + 6) % 7));
  return { desde, hasta: sumarDias(desde, 6) };
}

export function horasOrdenadas(horas: readonly HoraAgendada[]): HoraAgendada[] {
  return [...horas].sort((a, b) => minutosDe(a.horaInicio) - minutosDe(b.horaInicio));
}

/** Days from today on that hold at least one booking: the calendar's shortcuts. */
export function diasConReservas(fechas: readonly Fecha[], hoy: LocalDate): LocalDate[] {
  return ordenarFechas(fechas)
    .filter((f) => f.horasAgendadas.length > 0 && diaDe(f.fecha) >= hoy)
    .map((f) => diaDe(f.fecha));
}

export function contarPasadas(fechas: readonly Fecha[], hoy: LocalDate): number {
  return fechas.filter((f) => diaDe(f.fecha) < hoy).length;
}

/** `lun 23 nov` split in parts so the carousel can stack them. */
const partes = new Intl.DateTimeFormat('es-CL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export function partesDelDia(dia: LocalDate): { semana: string; numero: string; mes: string } {
  const p: Record<string, string> = {};
  for (const parte of partes.formatToParts(new Date(`${dia}T12:00:00Z`))) p[parte.type] = parte.value;
  const limpiar = (s: string | undefined) => (s ?? '').replace('.', '');
  return { semana: limpiar(p.weekday), numero: p.day ?? '', mes: limpiar(p.month) };
}
