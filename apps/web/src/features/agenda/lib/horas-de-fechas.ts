import { diaDe, type Fecha, type HoraAgendada, type LocalDate } from '@barberia/shared';

export interface HoraDeLista {
  fecha: Fecha;
  hora: HoraAgendada;
  dia: LocalDate;
}

/** One entry per booked hour of the e-mail lookup, earliest first. */
export function horasDeFechas(fechas: readonly Fecha[]): HoraDeLista[] {
  return fechas
    .flatMap((fecha) => fecha.horasAgendadas.map((hora) => ({ fecha, hora, dia: diaDe(fecha.fecha) })))
    .sort((a, b) => a.dia.localeCompare(b.dia) || a.hora.horaInicio.localeCompare(b.hora.horaInicio));
}
