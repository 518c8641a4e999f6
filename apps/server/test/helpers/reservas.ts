import type { Fecha } from '@barberia/shared';
import type { AppDePrueba } from './app.js';

/** The bookable days a client sees for the demo barber. */
export async function fechasCliente(t: AppDePrueba): Promise<Fecha[]> {
  const res = await t.app.inject({ url: `/api/fechas/obtener-fechas-clientes/${t.barberoId}` });
  return res.json<Fecha[]>();
}

/** The demo day for that date (YYYY-MM-DD). */
export async function fechaDelDia(t: AppDePrueba, dia: string): Promise<Fecha> {
  const fecha = (await fechasCliente(t)).find((f) => f.fecha.startsWith(dia));
  if (!fecha) throw new Error(`no hay fecha demo para ${dia}`);
  return fecha;
}

export interface Reserva {
  horaInicio: string;
  horaFin: string;
  nombre?: string;
  email?: string;
  servicio?: string;
  reagendar?: { fechaId: string; horaInicio: string; horaFin: string };
}

export function agendar(t: AppDePrueba, fechaId: string, r: Reserva) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/fechas/${fechaId}/agregar-hora-agendada`,
    payload: { nombre: 'Cliente', email: 'cliente@correo.cl', servicio: 'Corte de pelo', ...r },
  });
}

export function cancelar(t: AppDePrueba, fechaId: string, horaInicio: string, horaFin: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/fechas/${fechaId}/cancelar-hora-agendada`,
    payload: { horaInicio, horaFin },
  });
}
