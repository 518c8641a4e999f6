import type { Intervalo } from './intervalo.js';
import { existeHora, horaDeMinutos, instanteDe, type LocalDate, type LocalTime, minutosDe } from './zona.js';

/** Quarter hours of a day's grid (the `horas` of a Fecha): spec 001 §9 "default slot interval 15". */
export const MINUTOS_POR_HORA_DE_GRILLA = 15;

/** The `hora` labels of a day's grid, from horaInicio up to (not including) horaFin. */
export function grillaDeHoras(horaInicio: LocalTime, horaFin: LocalTime): LocalTime[] {
  const horas: LocalTime[] = [];
  for (let m = minutosDe(horaInicio); m < minutosDe(horaFin); m += MINUTOS_POR_HORA_DE_GRILLA) {
    horas.push(horaDeMinutos(m));
  }
  return horas;
}

export interface DiaConOcupacion {
  fecha: LocalDate;
  horaInicio: LocalTime;
  horaFin: LocalTime;
  horasAgendadas: readonly { horaInicio: LocalTime; horaFin: LocalTime }[];
  horas: readonly { hora: LocalTime; habilitado: boolean }[];
}

export interface EventoOcupado {
  start: { dateTime: string };
  end: { dateTime: string };
}

/**
 * Everything that keeps a barber busy on a day: booked hours, quarter hours the barber disabled or
 * removed from the grid, and calendar events. The page and the server compute it the same way.
 */
export function ocupadosDelDia(
  dia: DiaConOcupacion,
  eventos: readonly EventoOcupado[],
  zona: string,
): Intervalo[] {
  const intervalo = (desde: LocalTime, hasta: LocalTime): Intervalo => ({
    inicio: instanteDe(dia.fecha, desde, zona),
    fin: instanteDe(dia.fecha, hasta, zona),
  });
  const ocupados = dia.horasAgendadas.map((h) => intervalo(h.horaInicio, h.horaFin));
  const habilitadas = new Set(dia.horas.filter((h) => h.habilitado).map((h) => h.hora));
  for (const hora of grillaDeHoras(dia.horaInicio, dia.horaFin)) {
    if (habilitadas.has(hora)) continue;
    // A quarter hour that does not exist (the spring-forward gap, e.g. 00:00–00:45 on 2026-09-06) can hold
    // no booking; without this check instanteDe moves it past the gap and it wrongly blocked 01:00–01:15.
    if (!existeHora(dia.fecha, hora, zona)) continue;
    ocupados.push(intervalo(hora, horaDeMinutos(minutosDe(hora) + MINUTOS_POR_HORA_DE_GRILLA)));
  }
  for (const e of eventos) {
    ocupados.push({ inicio: new Date(e.start.dateTime), fin: new Date(e.end.dateTime) });
  }
  return ocupados;
}
