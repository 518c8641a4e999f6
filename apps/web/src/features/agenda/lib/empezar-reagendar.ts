import { type AgendarInfo, SIN_HORA } from './agendar-info';
import type { HoraDeLista } from './horas-de-fechas';
import type { Reagendar } from './reagendar';

/**
 * «Reagendar Hora» (spec §4, issue 22): the hour being moved and the draft it starts from. The server only
 * moves an hour to a booking with the same e-mail, so the name and e-mail are the old hour's; its services
 * and barber start pre-chosen, so one «Continuar» reaches the hours (the service step finds the services'
 * ids and today's prices by name, and keeps the barber while he performs them: barberoDelServicio).
 * Loaded on the click: the list's first view is at its budget (decision 008).
 */
export function empezarReagendar(
  { fecha, hora }: HoraDeLista,
  email: string,
): { reagendar: Reagendar; borrador: (actual: AgendarInfo) => AgendarInfo } {
  return {
    reagendar: {
      fechaId: fecha._id,
      horaInicio: hora.horaInicio,
      horaFin: hora.horaFin,
      barberoId: fecha.creadoPor._id,
      fecha: fecha.fecha,
      horaId: hora._id,
    },
    borrador: (actual) => ({
      ...actual,
      nombre: hora.nombre ?? actual.nombre,
      email: hora.email ?? email,
      barberoId: fecha.creadoPor._id,
      barberoNombre: fecha.creadoPor.nombre,
      servicioId: '',
      servicio: hora.servicio,
      precio: 0,
      duracion: 0,
      serviciosAdicionales: (hora.serviciosAdicionales ?? []).map((servicio) => ({
        _id: '',
        servicio,
        precio: 0,
        duracion: 0,
      })),
      ...SIN_HORA,
    }),
  };
}
