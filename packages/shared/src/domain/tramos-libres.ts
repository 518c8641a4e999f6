import { type FechaParaSlots, slotsDeFecha } from './horas-libres.js';
import { type EventoOcupado, MINUTOS_POR_HORA_DE_GRILLA } from './ocupados.js';
import type { LocalTime } from './zona.js';

/** A stretch of a day with no booking, break, disabled quarter or calendar event in it. */
export interface TramoLibre {
  horaInicio: LocalTime;
  horaFin: LocalTime;
}

/**
 * The free time of a day as the admin's agenda shows it: the day's free quarter hours, found by the same
 * slot rules a booking meets (generarSlots on the quarter-hour grid of the day, not restarted after busy
 * time: break, bookings, disabled quarters, calendar events, the 30-minute lead, the DST gap), joined
 * where one ends as the next begins. A stretch is time nobody holds; whether a given service fits there still depends on its length.
 */
export function tramosLibres(
  fecha: FechaParaSlots,
  eventos: readonly EventoOcupado[],
  ahora: Date,
  zona: string,
): TramoLibre[] {
  const tramos: (TramoLibre & { fin: number })[] = [];
  for (const slot of slotsDeFecha(fecha, eventos, MINUTOS_POR_HORA_DE_GRILLA, ahora, zona, 'apertura')) {
    const ultimo = tramos.at(-1);
    if (ultimo && ultimo.fin === slot.inicio.getTime()) {
      ultimo.horaFin = slot.horaFin;
      ultimo.fin = slot.fin.getTime();
    } else {
      tramos.push({ horaInicio: slot.horaInicio, horaFin: slot.horaFin, fin: slot.fin.getTime() });
    }
  }
  return tramos.map(({ horaInicio, horaFin }) => ({ horaInicio, horaFin }));
}
