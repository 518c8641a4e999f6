import type { LocalDate, LocalTime } from './zona.js';

/** What the slot and booking rules need to know of a bookable day (a Fecha). */
export interface HorarioDelDia {
  fecha: LocalDate;
  horaInicio: LocalTime;
  horaFin: LocalTime;
  /** Start of the break, if any. */
  descansoHora?: LocalTime | null;
  /** Break length in minutes; 0 or missing means no break. */
  descansoDuracion?: number | null;
}

/** Minimum lead time for a same-day booking. */
export const ANTICIPACION_MINIMA_MINUTOS = 30;
