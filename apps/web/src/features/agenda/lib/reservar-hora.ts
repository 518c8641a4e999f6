import { CUALQUIERA, nombreDelBloque } from '@barberia/shared';
import {
  type AgregarHoraAgendadaInput,
  agregarHoraAgendadaInput,
  type CotizacionAbono,
} from '@barberia/shared/contracts';
import { queryCache } from '../../../lib/consultas';
import { type Validacion, validarFormulario } from '../../../lib/validar-formulario';
import { agregarHoraAgendada } from '../api/agregar-hora-agendada';
import { abonoRequerido } from './abono-requerido';
import type { AgendarInfo } from './agendar-info';
import type { DatosDeHoraAgendada } from './evento-calendario';
import { mensajeDeReserva } from './mensaje-de-reserva';
import type { Reagendar } from './reagendar';
import { tokensCliente } from './tokens-cliente';

export type Resultado =
  | {
      tipo: 'exito';
      reagendada: boolean;
      hora: DatosDeHoraAgendada;
      info: AgendarInfo;
      /** With «Cualquiera», the barber the server booked (decision 031). */
      asignado?: string;
    }
  | { tipo: 'error'; titulo: string; mensaje: string };

/**
 * The booking as the route receives it, checked with the route's own schema: the page and the server
 * give the same Spanish message for the same mistake. Loaded once the form is on screen, not with it
 * (the schema and zod would not fit the first view's budget, decision 008).
 */
export function validarReserva(
  info: AgendarInfo,
  reagendar: Reagendar | null,
): Validacion<AgregarHoraAgendadaInput> {
  const validacion = validarFormulario(agregarHoraAgendadaInput, {
    horaInicio: info.horaInicio,
    horaFin: info.horaFin,
    nombre: info.nombre,
    email: info.email,
    telefono: info.telefono,
    // Only with a phone: the box is not shown without one, and a box left ticked is not sent.
    ...(info.consentimientoWhatsapp && info.telefono.trim() !== '' && { consentimientoWhatsapp: true }),
    ...(info.consentimientoRegreso && { consentimientoRegreso: true }),
    servicio: info.servicio,
    // Only with add-ons: without them the body is exactly the spec's (decision 037).
    ...(info.serviciosAdicionales.length > 0 && {
      serviciosAdicionales: info.serviciosAdicionales.map((s) => s._id),
    }),
    ...(info.barberoId === CUALQUIERA && { barbero: CUALQUIERA }),
    ...(reagendar && {
      reagendar: { fechaId: reagendar.fechaId, horaInicio: reagendar.horaInicio, horaFin: reagendar.horaFin },
    }),
  });
  if (validacion.ok) return validacion;
  // The form shows name, e-mail and phone; a message about the chosen hour or service is about the whole booking.
  const { nombre, email, telefono, ...otros } = validacion.errores;
  const general = Object.values(otros).find(Boolean);
  return { ok: false, errores: { nombre, email, telefono, ...(general && { '': general }) } };
}

/**
 * The confirm step of spec §4: book (moving the old hour when rescheduling) and report; or, when the hour
 * asks for a deposit first (issue 24), the deposit to pay, and nothing booked yet.
 */
export async function reservarHora(
  datos: AgregarHoraAgendadaInput,
  info: AgendarInfo,
): Promise<Resultado | { tipo: 'abono'; cotizacion: CotizacionAbono }> {
  const reagendada = datos.reagendar !== undefined;
  try {
    // The proofs of the hour being moved, or of the mailbox whose credit may pay a deposit (decision 051).
    const tokens = tokensCliente.de(datos.email, Date.now());
    const { horaAgendada, tokenCliente, fecha } = await agregarHoraAgendada(
      info.fechaSeleccionada,
      datos,
      tokens,
    );
    // This device may now see, cancel and move the hour without asking for a link.
    tokensCliente.guardar(tokenCliente, Date.now());
    return {
      tipo: 'exito',
      reagendada,
      info,
      ...(datos.barbero === CUALQUIERA && { asignado: fecha.creadoPor.nombre }),
      hora: {
        id: horaAgendada._id,
        // The whole block, as the mail and its .ics name it: «Corte de pelo + Perfilado de barba».
        servicio: nombreDelBloque([horaAgendada.servicio, ...(horaAgendada.serviciosAdicionales ?? [])]),
        dia: info.dia,
        horaInicio: horaAgendada.horaInicio,
        horaFin: horaAgendada.horaFin,
        email: datos.email,
        tokenCliente,
      },
    };
  } catch (error) {
    const cotizacion = abonoRequerido(error);
    if (cotizacion) return { tipo: 'abono', cotizacion };
    return {
      tipo: 'error',
      titulo: reagendada ? '¡Error al reagendar!' : '¡Error al agendar!',
      mensaje: mensajeDeReserva(error, reagendada),
    };
  } finally {
    // Success or a 409: either way the free slots changed.
    await Promise.all([
      queryCache.invalidateQueries({ queryKey: ['fechas'] }),
      queryCache.invalidateQueries({ queryKey: ['horas-agendadas'] }),
    ]);
  }
}
