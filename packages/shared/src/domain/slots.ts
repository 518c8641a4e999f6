import { ANTICIPACION_MINIMA_MINUTOS, type HorarioDelDia } from './horario.js';
import { type Intervalo, seSolapan } from './intervalo.js';
import {
  existeHora,
  fechaLocalDe,
  horaDeMinutos,
  horaLocalDe,
  instanteDe,
  type LocalTime,
  minutosDe,
} from './zona.js';

export interface Slot {
  horaInicio: LocalTime;
  horaFin: LocalTime;
  inicio: Date;
  fin: Date;
}

export interface GenerarSlotsInput {
  horario: HorarioDelDia;
  /** Service length in minutes; also the step between slots. */
  duracion: number;
  /** Booked hours and calendar events of the barber (any day; only overlapping ones matter). */
  ocupados: readonly Intervalo[];
  ahora: Date;
  zona: string;
  anticipacionMinutos?: number;
  /**
   * Where the steps start. 'tramos' (the default, decision 029): at the start of each free stretch (the
   * opening, the end of the break, of a booking, of a disabled quarter or of a calendar event), so no free
   * time is lost to a grid that no longer fits. 'apertura': the spec's single grid from horaInicio.
   */
  anclaje?: 'tramos' | 'apertura';
}

/**
 * Free slots of one day for one service (decision 029). Stepping by the service's duration from the start
 * of each free stretch of the day: from horaInicio while the block fits; where it does not (the break, a
 * booking, a disabled quarter or a calendar event is in the way), the steps start again where that free
 * time resumes. Each slot must end by horaFin, stay clear of the break, start at least 30 minutes from
 * now, and not overlap a booking or calendar event. The lead only hides slots, it never moves the grid, so
 * the offered starts do not shift as the day goes by. With no break and nothing booked this is the spec's
 * grid (spec §5: from horaInicio by the duration). Steps in wall-clock minutes because the day's hours are
 * wall-clock; a start that falls in a spring-forward gap re-anchors the grid where the day really resumes
 * (on 2026-09-06 Santiago's day starts at 01:00).
 */
export function generarSlots(input: GenerarSlotsInput): Slot[] {
  const { horario, duracion, ocupados, ahora, zona } = input;
  if (!Number.isInteger(duracion) || duracion <= 0) return [];
  const anticipacion = (input.anticipacionMinutos ?? ANTICIPACION_MINIMA_MINUTOS) * 60_000;
  const limite = ahora.getTime() + anticipacion;
  const fin = minutosDe(horario.horaFin);
  const descanso = intervaloDescanso(horario);
  const porTramos = (input.anclaje ?? 'tramos') === 'tramos';
  const slots: Slot[] = [];

  let inicio = minutosDe(horario.horaInicio);
  while (inicio + duracion <= fin) {
    const horaInicio = horaDeMinutos(inicio);
    if (!existeHora(horario.fecha, horaInicio, zona)) {
      // Inside the gap: continue from the wall time the day actually reaches.
      const reanudada = minutosDe(horaLocalDe(instanteDe(horario.fecha, horaInicio, zona), zona));
      if (reanudada <= inicio) break;
      inicio = reanudada;
      continue;
    }
    const horaFin = horaDeMinutos(inicio + duracion);
    const slot: Slot = {
      horaInicio,
      horaFin,
      inicio: instanteDe(horario.fecha, horaInicio, zona),
      fin: instanteDe(horario.fecha, horaFin, zona),
    };
    const enDescanso = descanso && inicio < descanso.fin && descanso.inicio < inicio + duracion;
    const libre = !enDescanso && !ocupados.some((o) => seSolapan(o, slot));
    if (libre && slot.inicio.getTime() >= limite) slots.push(slot);
    if (libre || !porTramos) {
      inicio += duracion;
      continue;
    }
    // The block does not fit here: the next free stretch starts where the first thing ending after this
    // start ends (the break, or a busy interval); if that is still busy, the next step looks again.
    const siguiente = siguienteReanudacion(inicio, slot.inicio, descanso, ocupados, horario.fecha, zona);
    if (siguiente === null) break;
    inicio = siguiente > inicio ? siguiente : inicio + duracion;
  }
  return slots;
}

/**
 * The earliest wall-clock minute after `minuto` (whose instant is `desde`) at which the break or a busy
 * interval ends on that day, rounded up to a whole minute; null when nothing ends later that day.
 */
function siguienteReanudacion(
  minuto: number,
  desde: Date,
  descanso: { inicio: number; fin: number } | null,
  ocupados: readonly Intervalo[],
  fecha: string,
  zona: string,
): number | null {
  let candidato = descanso && descanso.fin > minuto ? descanso.fin : Number.POSITIVE_INFINITY;
  let primerFin: Date | null = null;
  for (const o of ocupados) {
    if (o.fin.getTime() > desde.getTime() && (!primerFin || o.fin.getTime() < primerFin.getTime())) {
      primerFin = o.fin;
    }
  }
  // Only the earliest end is turned into wall time: the zone's arithmetic is the costly part. It ends after
  // a start of this day, so it ends this day or later; later means busy until the day is over.
  if (primerFin && fechaLocalDe(primerFin, zona) === fecha) {
    const segundos = primerFin.getTime() % 60_000 === 0 ? 0 : 1;
    candidato = Math.min(candidato, minutosDe(horaLocalDe(primerFin, zona)) + segundos);
  }
  return Number.isFinite(candidato) ? candidato : null;
}

/** The break as wall-clock minutes, or null when the day has none. */
export function intervaloDescanso(horario: HorarioDelDia): { inicio: number; fin: number } | null {
  if (!horario.descansoHora || !horario.descansoDuracion || horario.descansoDuracion <= 0) return null;
  const inicio = minutosDe(horario.descansoHora);
  return { inicio, fin: inicio + horario.descansoDuracion };
}

/** 'start - end' when the slot lasts more than 30 minutes, otherwise only the start (spec §5). */
export function etiquetaSlot(slot: { horaInicio: LocalTime; horaFin: LocalTime }): string {
  const minutos = minutosDe(slot.horaFin) - minutosDe(slot.horaInicio);
  return minutos > 30 ? `${slot.horaInicio} - ${slot.horaFin}` : slot.horaInicio;
}
