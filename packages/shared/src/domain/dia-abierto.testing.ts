import type { FechaParaSlots } from './horas-libres.js';
import { grillaDeHoras } from './ocupados.js';

// Test support: a day as the free-hour functions read it, open from horaInicio to horaFin with every
// quarter enabled, no break and no bookings; `extra` changes what a test needs.
export const diaAbierto = (
  dia: string,
  horaInicio: string,
  horaFin: string,
  extra: Partial<FechaParaSlots> = {},
): FechaParaSlots => ({
  _id: `id-${dia}`,
  fecha: `${dia}T00:00:00-03:00`,
  horaInicio,
  horaFin,
  descansoHora: null,
  descansoDuracion: 0,
  horasAgendadas: [],
  horas: grillaDeHoras(horaInicio, horaFin).map((hora) => ({ hora, habilitado: true })),
  ...extra,
});
