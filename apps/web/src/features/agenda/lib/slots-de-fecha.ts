import {
  diaDe,
  type EventoOcupado,
  type Fecha,
  fechasFuturas,
  generarSlots,
  type LocalDate,
  ocupadosDelDia,
  type Slot,
} from '@barberia/shared';

/** The free slots of one Fecha for a service, computed with the same rules the server enforces. */
export function slotsDeFecha(
  fecha: Fecha,
  eventos: readonly EventoOcupado[],
  duracion: number,
  ahora: Date,
  zona: string,
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
  });
}

export interface Disponibilidad {
  /** Days that have a Fecha record from today on: the only selectable days (spec §5). */
  fechasPorDia: Map<LocalDate, Fecha>;
  /** Days that still have at least one free slot for the service: highlighted in the calendar. */
  diasConHoras: Set<LocalDate>;
}

export function disponibilidad(
  fechas: readonly Fecha[],
  eventos: readonly EventoOcupado[],
  duracion: number,
  ahora: Date,
  zona: string,
): Disponibilidad {
  const fechasPorDia = new Map<LocalDate, Fecha>();
  const diasConHoras = new Set<LocalDate>();
  for (const fecha of fechasFuturas(fechas, ahora, zona)) {
    const dia = diaDe(fecha.fecha);
    fechasPorDia.set(dia, fecha);
    if (slotsDeFecha(fecha, eventos, duracion, ahora, zona).length > 0) diasConHoras.add(dia);
  }
  return { fechasPorDia, diasConHoras };
}
