import { ANTICIPACION_MINIMA_MINUTOS, type HorarioDelDia } from './horario.js';
import { type Intervalo, seSolapan } from './intervalo.js';
import { existeHora, horaDeMinutos, horaLocalDe, instanteDe, type LocalTime, minutosDe } from './zona.js';

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
}

/**
 * Free slots of one day for one service: stepping from horaInicio by the service's duration,
 * each slot must end by horaFin, stay clear of the break, start at least 30 minutes from now,
 * and not overlap a booking or calendar event. Steps in wall-clock minutes because the day's hours
 * are wall-clock; a start that falls in a spring-forward gap re-anchors the grid where the day
 * really resumes (on 2026-09-06 Santiago's day starts at 01:00).
 */
export function generarSlots(input: GenerarSlotsInput): Slot[] {
  const { horario, duracion, ocupados, ahora, zona } = input;
  if (!Number.isInteger(duracion) || duracion <= 0) return [];
  const anticipacion = (input.anticipacionMinutos ?? ANTICIPACION_MINIMA_MINUTOS) * 60_000;
  const limite = ahora.getTime() + anticipacion;
  const fin = minutosDe(horario.horaFin);
  const descanso = intervaloDescanso(horario);
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
    const libre = !ocupados.some((o) => seSolapan(o, slot));
    if (!enDescanso && libre && slot.inicio.getTime() >= limite) slots.push(slot);
    inicio += duracion;
  }
  return slots;
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
