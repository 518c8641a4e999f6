import { formatearFechaLarga, type LocalDate } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';
import { encolarWhatsapp, tieneConsentimiento } from '../../infra/whatsapp/cola.repository.js';
import type { TipoDeMensaje } from '../../infra/whatsapp/plantillas.js';

/** What a template says of a booking: {{1}} name, {{2}} service, {{3}} day, {{4}} hour, {{5}} barber. */
export interface HoraParaWhatsapp {
  id: string;
  nombre: string;
  telefono: string | null;
  servicio: string;
  dia: LocalDate;
  horaInicio: string;
  barbero: string;
}

/**
 * Queues the WhatsApp message of a change to a booking, in the change's transaction, when the client
 * gave a phone that holds consent (decision 035). One per kind and booking (`clave`); `respaldo` is the
 * mail that goes instead if WhatsApp cannot deliver it. True when queued.
 */
export async function avisarPorWhatsapp(
  tx: Executor,
  tipo: TipoDeMensaje,
  h: HoraParaWhatsapp,
  ahora: Date,
  opciones: { clave?: string; respaldo?: CorreoNuevo } = {},
): Promise<boolean> {
  if (!h.telefono || !(await tieneConsentimiento(tx, h.telefono))) return false;
  return encolarWhatsapp(
    tx,
    {
      clave: opciones.clave ?? `${tipo}:${h.id}`,
      tipo,
      horaAgendadaId: h.id,
      telefono: h.telefono,
      parametros: [h.nombre, h.servicio, formatearFechaLarga(h.dia), h.horaInicio, h.barbero || 'nosotros'],
      respaldo: opciones.respaldo ?? null,
    },
    ahora,
  );
}
