import type { CodigoError } from '../contracts/errores.js';
import { ANTICIPACION_MINIMA_MINUTOS, type HorarioDelDia } from './horario.js';
import { type Intervalo, seSolapan } from './intervalo.js';
import { fechaDentroDeLimites } from './limites-de-fecha.js';
import { intervaloDescanso } from './slots.js';
import { esFechaPasada, existeHora, fechaLocalDe, instanteDe, type LocalTime, minutosDe } from './zona.js';

export interface ValidarReservaInput {
  horario: HorarioDelDia;
  horaInicio: LocalTime;
  horaFin: LocalTime;
  duracionServicio: number;
  ocupados: readonly Intervalo[];
  ahora: Date;
  zona: string;
}

export type ResultadoReserva = { ok: true; intervalo: Intervalo } | { ok: false; codigo: CodigoError };

/**
 * Every booking rule the server enforces, in the order a person would want to hear about them.
 * The database's exclusion constraint is the last word on overlaps; this gives the clear message.
 */
export function validarReserva(input: ValidarReservaInput): ResultadoReserva {
  const { horario, horaInicio, horaFin, ahora, zona } = input;
  if (esFechaPasada(horario.fecha, ahora, zona)) return { ok: false, codigo: 'FECHA_PASADA' };
  if (!fechaDentroDeLimites(horario.fecha, fechaLocalDe(ahora, zona)))
    return { ok: false, codigo: 'FECHA_FUERA_DE_LIMITE' };
  const inicio = minutosDe(horaInicio);
  const fin = minutosDe(horaFin);
  // A non-positive or fractional duration would let an empty booking through (generarSlots offers none).
  const duracionValida = Number.isInteger(input.duracionServicio) && input.duracionServicio > 0;
  if (!duracionValida || fin - inicio !== input.duracionServicio)
    return { ok: false, codigo: 'DURACION_NO_COINCIDE' };
  if (inicio < minutosDe(horario.horaInicio) || fin > minutosDe(horario.horaFin)) {
    return { ok: false, codigo: 'HORA_FUERA_DE_HORARIO' };
  }
  const descanso = intervaloDescanso(horario);
  if (descanso && inicio < descanso.fin && descanso.inicio < fin)
    return { ok: false, codigo: 'HORA_EN_DESCANSO' };
  if (!existeHora(horario.fecha, horaInicio, zona)) return { ok: false, codigo: 'HORA_INEXISTENTE' };
  const intervalo = {
    inicio: instanteDe(horario.fecha, horaInicio, zona),
    fin: instanteDe(horario.fecha, horaFin, zona),
  };
  const anticipacion = ANTICIPACION_MINIMA_MINUTOS * 60_000;
  if (intervalo.inicio.getTime() < ahora.getTime() + anticipacion) {
    return { ok: false, codigo: 'ANTICIPACION_INSUFICIENTE' };
  }
  if (input.ocupados.some((o) => seSolapan(o, intervalo))) return { ok: false, codigo: 'HORA_YA_AGENDADA' };
  return { ok: true, intervalo };
}
