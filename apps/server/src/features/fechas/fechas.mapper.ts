import { type Fecha, isoInicioDelDia } from '@barberia/shared';
import type { FechaConDetalle } from './fechas.repository.js';

/** Who is looking decides whether clients' names and e-mails are part of the answer. */
export type Vista = 'publica' | 'completa';

/** A day as the mapper reads it: of its bookings, only what some view shows. */
type FechaParaJson = Omit<FechaConDetalle, 'horasAgendadas'> & {
  horasAgendadas: readonly (Pick<
    FechaConDetalle['horasAgendadas'][number],
    'id' | 'horaInicio' | 'horaFin' | 'servicio' | 'nombre' | 'email'
  > &
    Partial<Pick<FechaConDetalle['horasAgendadas'][number], 'telefono' | 'serviciosAdicionales'>>)[];
};

export function fechaJson(f: FechaParaJson, vista: Vista, zona: string): Fecha {
  return {
    _id: f.id,
    fecha: isoInicioDelDia(f.dia, zona),
    horaInicio: f.horaInicio,
    horaFin: f.horaFin,
    descansoHora: f.descansoHora,
    descansoDuracion: f.descansoDuracion,
    horas: f.horas.map((h) => ({ _id: h.id, hora: h.hora, habilitado: h.habilitado })),
    horasAgendadas: f.horasAgendadas.map((h) => ({
      _id: h.id,
      horaInicio: h.horaInicio,
      horaFin: h.horaFin,
      servicio: h.servicio,
      // Only with add-ons (decision 037): a one-service hour reads exactly as the spec's.
      ...(h.serviciosAdicionales?.length ? { serviciosAdicionales: [...h.serviciosAdicionales] } : {}),
      ...(vista === 'completa' ? { nombre: h.nombre, email: h.email, telefono: h.telefono ?? null } : {}),
    })),
    creadoPor: { _id: f.creadoPor.id, nombre: f.creadoPor.nombre },
  };
}
