import { icsFileName, icsFor, normalizeConfig } from '@barberia/add-to-calendar';
import { enlaceCancelar, type VistaTienda } from '@barberia/shared';
import type { AdjuntoCorreo } from '../../db/schema.js';

export interface HoraDelCliente {
  /** The horaAgendada id: the event uid, the same one the booking modal's calendar buttons use. */
  id: string;
  email: string;
  dia: string;
  horaInicio: string;
  horaFin: string;
  servicio: string;
}

export interface ContextoCorreo {
  publicUrl: string;
  ahora: Date;
  zona: string;
  /** The shop's facts as the admin left them: its name and address go in every message. */
  tienda: VistaTienda;
}

// The cancellation must outrank the confirmation (SEQUENCE 0) so calendars apply it.
const SECUENCIA_CANCELACION = 1;

/**
 * The booking as an .ics attachment, built by the add-to-calendar core with the same fields as the
 * success modal's buttons (apps/web evento-calendario.ts), so saving from the page and from the mail
 * gives one event. A cancelled booking carries STATUS:CANCELLED and METHOD:CANCEL with the same uid,
 * which removes the event the client saved.
 */
export function icsDeReserva(
  hora: HoraDelCliente,
  { publicUrl, ahora, zona, tienda }: ContextoCorreo,
  cancelada: boolean,
): AdjuntoCorreo {
  const config = normalizeConfig(
    {
      name: `${hora.servicio} - ${tienda.nombre}`,
      description: `Tu hora de ${hora.servicio} en ${tienda.nombre}. Para revisarla, cancelarla o reagendarla: ${enlaceCancelar(publicUrl, hora.email)}`,
      location: tienda.direccionCompleta,
      startDate: hora.dia,
      startTime: hora.horaInicio,
      endTime: hora.horaFin,
      timeZone: zona,
      uid: hora.id,
      iCalFileName: 'hora-barberia',
      ...(cancelada && { status: 'CANCELLED', sequence: SECUENCIA_CANCELACION }),
    },
    { now: ahora, identifier: 'correo-reserva' },
  );
  return {
    nombre: icsFileName(config),
    tipo: `text/calendar; charset=utf-8; method=${cancelada ? 'CANCEL' : 'PUBLISH'}`,
    contenido: icsFor(config, 0, { now: ahora }),
  };
}
