import {
  CUALQUIERA,
  type EntradaEspera,
  formatearFechaLarga,
  horaLocalDe,
  type OfertaEspera,
} from '@barberia/shared';
import type { ErroresDeCampos } from '../../../lib/validar-formulario';
import type { AgendarInfo } from './agendar-info';

/**
 * The waitlist body (issue 24) with the same values the contact step books with: the day's record, the
 * main service by name, the add-ons by id and «Cualquiera» only when chosen, so the server matches the
 * freed hour against exactly what the client would have booked. Left unvalidated: the form checks it.
 */
export function datosDeListaEspera(
  info: Pick<AgendarInfo, 'servicio' | 'serviciosAdicionales' | 'barberoId'>,
  fechaId: string,
  contacto: { nombre: string; email: string; telefono?: string; consentimientoWhatsapp?: boolean },
) {
  const telefono = contacto.telefono?.trim() ?? '';
  return {
    fechaId,
    servicio: info.servicio,
    ...(info.serviciosAdicionales.length > 0 && {
      serviciosAdicionales: info.serviciosAdicionales.map((s) => s._id),
    }),
    ...(info.barberoId === CUALQUIERA && { barbero: CUALQUIERA }),
    nombre: contacto.nombre,
    email: contacto.email,
    // The phone only when typed; the WhatsApp box only beside a phone (it is shown only then).
    ...(telefono !== '' && {
      telefono,
      ...(contacto.consentimientoWhatsapp && { consentimientoWhatsapp: true }),
    }),
  };
}

/**
 * The form shows only name and e-mail: a message about any other field (the day, the service) is about
 * the whole request, and would otherwise be lost.
 */
export function errorGeneral(errores: ErroresDeCampos, enPantalla: readonly string[]): string | undefined {
  return Object.entries(errores).find(([campo, msg]) => msg && !enPantalla.includes(campo))?.[1];
}

const conMayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** «1 persona antes que tú», «3 personas antes que tú»; with nobody ahead, says so. */
export function textoDelante(delante: number): string {
  if (delante <= 0) return 'Eres la primera persona de la lista.';
  return `${delante} ${delante === 1 ? 'persona' : 'personas'} antes que tú.`;
}

/**
 * The held hour in one sentence. The deadline is an instant: written in the shop's zone (passed in, like
 * every rule here), never in the reader's device zone nor with a fixed offset, which breaks on DST days.
 */
export function textoDeOferta(
  entrada: Pick<EntradaEspera, 'dia' | 'servicio'>,
  oferta: Pick<OfertaEspera, 'horaInicio' | 'barbero' | 'venceEn'>,
  zona: string,
): string {
  const hasta = horaLocalDe(new Date(oferta.venceEn), zona);
  return `${conMayuscula(formatearFechaLarga(entrada.dia))} a las ${oferta.horaInicio} con ${oferta.barbero} (${entrada.servicio}). Te la guardamos hasta las ${hasta}.`;
}
