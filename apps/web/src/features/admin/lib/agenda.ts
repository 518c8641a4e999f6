import {
  type Agenda,
  type BarberoAgenda,
  type DiaAgenda,
  diaDeLaSemana,
  type HoraAgendada,
  horaDeMinutos,
  isLocalDate,
  type LocalDate,
  type LocalTime,
  minutosDe,
  sumarDiasAcotado,
} from '@barberia/shared';

export type VistaAgenda = 'dia' | 'semana';

/** What the page shows, read from its address so a view can be bookmarked, shared and printed. */
export interface EstadoAgenda {
  vista: VistaAgenda;
  dia: LocalDate;
  /** One barber's column only; null: every barber. */
  barbero: string | null;
}

/** `?vista=semana&dia=2026-11-23&barbero=…`; anything missing or malformed falls back to today, day view, all. */
export function leerEstado(params: URLSearchParams, hoy: LocalDate): EstadoAgenda {
  const dia = params.get('dia') ?? '';
  return {
    vista: params.get('vista') === 'semana' ? 'semana' : 'dia',
    dia: isLocalDate(dia) ? dia : hoy,
    barbero: params.get('barbero') || null,
  };
}

/** The days on screen: the day itself, or its week from Monday to Sunday (Chile's weeks start on Monday). */
export function diasDeLaVista(dia: LocalDate, vista: VistaAgenda): LocalDate[] {
  if (vista === 'dia') return [dia];
  // Bounded: a week at the calendar's edge (?dia=9999-12-31) shows its last day again instead of failing.
  const lunes = sumarDiasAcotado(dia, -((diaDeLaSemana(dia) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => sumarDiasAcotado(lunes, i));
}

/** The day the previous or next button goes to: one day, or one week. */
export function diaVecino(dia: LocalDate, vista: VistaAgenda, paso: -1 | 1): LocalDate {
  return sumarDiasAcotado(dia, vista === 'dia' ? paso : 7 * paso);
}

export type Bloque =
  | { tipo: 'reserva'; horaInicio: LocalTime; horaFin: LocalTime; reserva: HoraAgendada }
  | { tipo: 'libre' | 'descanso'; horaInicio: LocalTime; horaFin: LocalTime };

/** A day's bookings, free stretches and break in the order of the clock, as a column lists them. */
export function bloquesDelDia(dia: DiaAgenda): Bloque[] {
  const bloques: Bloque[] = [
    ...dia.horasAgendadas.map((reserva): Bloque => ({ tipo: 'reserva', ...horario(reserva), reserva })),
    ...dia.libres.map((l): Bloque => ({ tipo: 'libre', ...horario(l) })),
  ];
  if (dia.descansoHora && dia.descansoDuracion > 0) {
    const horaFin = horaDeMinutos(minutosDe(dia.descansoHora) + dia.descansoDuracion);
    bloques.push({ tipo: 'descanso', horaInicio: dia.descansoHora, horaFin });
  }
  return bloques.sort((a, b) => minutosDe(a.horaInicio) - minutosDe(b.horaInicio));
}

const horario = (h: { horaInicio: LocalTime; horaFin: LocalTime }) => ({
  horaInicio: h.horaInicio,
  horaFin: h.horaFin,
});

export interface ColumnaAgenda {
  barbero: BarberoAgenda;
  /** Every day on screen; `dia` null when the barber has no open day then. */
  dias: { fecha: LocalDate; dia: DiaAgenda | null }[];
  reservas: number;
}

/** One column per barber (or only the chosen one), each holding every day on screen. */
export function columnasDeAgenda(
  agenda: Agenda,
  fechas: readonly LocalDate[],
  barbero: string | null,
): ColumnaAgenda[] {
  const porClave = new Map(agenda.dias.map((d) => [`${d.barberoId}|${d.fecha}`, d]));
  return agenda.barberos
    .filter((b) => !barbero || b._id === barbero)
    .map((b) => {
      const dias = fechas.map((fecha) => ({ fecha, dia: porClave.get(`${b._id}|${fecha}`) ?? null }));
      const reservas = dias.reduce((n, d) => n + (d.dia?.horasAgendadas.length ?? 0), 0);
      return { barbero: b, dias, reservas };
    });
}
