/**
 * A stored phone (E.164) as people read a Chilean mobile: `+56912345678` → `+56 9 1234 5678`. Anything
 * else is shown as stored. Plain string work: the page needs no phone library to show one. A module of
 * its own: only the back office and the server show phones, and kept apart it stays out of the chunks
 * the public pages share (measured: in formato.ts it pushed /carrito past its 90 KiB, decision 008).
 */
export function formatearTelefono(telefono: string): string {
  const m = /^\+569(\d{4})(\d{4})$/.exec(telefono);
  return m ? `+56 9 ${m[1]} ${m[2]}` : telefono;
}

/**
 * What the client ticks to get WhatsApp messages about their hours; stored word for word with the time.
 * Here and not beside the phone's schema: the contact step shows it, and a contract module would bring
 * zod into that page's first view (measured: 143 KiB against its 90, decision 008).
 */
export const CONSENTIMIENTO_WHATSAPP =
  'Acepto recibir por WhatsApp la confirmación y los recordatorios de mi hora, con botones para confirmarla, cancelarla o cambiarla. Puedo darme de baja respondiendo BAJA.';

/** The same box on the waitlist (decision 043): what it is asked for there, stored as given. */
export const CONSENTIMIENTO_WHATSAPP_ESPERA =
  'Acepto recibir por WhatsApp el aviso cuando se libere una hora para mí en esta lista de espera y, si la agendo, su confirmación y recordatorios. Puedo darme de baja respondiendo BAJA.';

export const SIN_TELEFONO_PARA_WHATSAPP = 'Para recibir avisos por WhatsApp, escribe tu celular.';
