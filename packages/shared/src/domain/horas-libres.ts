import { diaDe } from './dia.js';
import { fechasFuturas } from './fechas.js';
import { ANTICIPACION_MINIMA_MINUTOS, type HorarioDelDia } from './horario.js';
import { type DiaConOcupacion, type EventoOcupado, ocupadosDelDia } from './ocupados.js';
import { type GenerarSlotsInput, generarSlots, type Slot } from './slots.js';
import { fechaLocalDe, inicioDelDia, type LocalDate, type LocalTime, sumarDias } from './zona.js';

/** The parts of a Fecha (API shape) that decide its free hours. */
export interface FechaParaSlots extends Omit<HorarioDelDia, 'fecha'> {
  _id: string;
  /** ISO datetime or YYYY-MM-DD; its first 10 characters are the day. */
  fecha: string;
  horasAgendadas: DiaConOcupacion['horasAgendadas'];
  horas: DiaConOcupacion['horas'];
}

/** The free slots of one Fecha for a service, computed with the same rules the server enforces. */
export function slotsDeFecha(
  fecha: FechaParaSlots,
  eventos: readonly EventoOcupado[],
  duracion: number,
  ahora: Date,
  zona: string,
  anclaje?: GenerarSlotsInput['anclaje'],
): Slot[] {
  const dia = diaDe(fecha.fecha);
  return generarSlots({
    horario: {
      fecha: dia,
      horaInicio: fecha.horaInicio,
      horaFin: fecha.horaFin,
      descansoHora: fecha.descansoHora,
      descansoDuracion: fecha.descansoDuracion,
    },
    duracion,
    ocupados: ocupadosDelDia({ ...fecha, fecha: dia }, eventos, zona),
    ahora,
    zona,
    anclaje,
  });
}

/** One selectable day of the hour screen: its record id (the booking's dateId) and its free starts. */
export interface DiaLibre {
  fecha: LocalDate;
  fechaId: string;
  horas: LocalTime[];
}

export interface HorasLibres {
  dias: DiaLibre[];
  /**
   * The first instant at which this answer stops being true by the clock alone: a listed hour falls
   * inside the 30-minute lead, or the day changes. A cache may keep the answer until then, or until
   * the data changes.
   */
  venceEn: Date;
}

/**
 * What the hour screen needs and no more: every day from today on that has a record (selectable even
 * when full, spec §5) with the start times still free for a service of `duracion` minutes.
 */
export function horasLibres(
  fechas: readonly FechaParaSlots[],
  eventos: readonly EventoOcupado[],
  duracion: number,
  ahora: Date,
  zona: string,
): HorasLibres {
  const anticipacion = ANTICIPACION_MINIMA_MINUTOS * 60_000;
  let venceEn = inicioDelDia(sumarDias(fechaLocalDe(ahora, zona), 1), zona).getTime();
  const dias = fechasFuturas(fechas, ahora, zona).map((f) => {
    const slots = slotsDeFecha(f, eventos, duracion, ahora, zona);
    for (const s of slots) venceEn = Math.min(venceEn, s.inicio.getTime() - anticipacion + 1);
    return { fecha: diaDe(f.fecha), fechaId: f._id, horas: slots.map((s) => s.horaInicio) };
  });
  return { dias, venceEn: new Date(venceEn) };
}
