import { type AgregarHoraAgendadaInput, agregarHoraAgendadaInput } from '@barberia/shared/contracts';
import { mensajeDeError } from '../../../lib/api-client';
import { queryCache } from '../../../lib/consultas';
import { MENSAJES_PUBLICOS } from '../../../lib/mensajes/publicos';
import { type Validacion, validarFormulario } from '../../../lib/validar-formulario';
import { agregarHoraAgendada } from '../api/agregar-hora-agendada';
import type { AgendarInfo } from './agendar-info';
import type { DatosDeHoraAgendada } from './evento-calendario';
import type { Reagendar } from './reagendar';

export type Resultado =
  | { tipo: 'exito'; reagendada: boolean; hora: DatosDeHoraAgendada; info: AgendarInfo }
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
    servicio: info.servicio,
    ...(reagendar && {
      reagendar: { fechaId: reagendar.fechaId, horaInicio: reagendar.horaInicio, horaFin: reagendar.horaFin },
    }),
  });
  if (validacion.ok) return validacion;
  // The form shows name and e-mail; a message about the chosen hour or service is about the whole booking.
  const { nombre, email, ...otros } = validacion.errores;
  const general = Object.values(otros).find(Boolean);
  return { ok: false, errores: { nombre, email, ...(general && { '': general }) } };
}

/**
 * The confirm step of spec §4: book (moving the old hour when rescheduling) and report. A date gone
 * since the client chose it is the server's FECHA_NO_ENCONTRADA, worded once, there.
 */
export async function reservarHora(datos: AgregarHoraAgendadaInput, info: AgendarInfo): Promise<Resultado> {
  const reagendada = datos.reagendar !== undefined;
  try {
    const { horaAgendada } = await agregarHoraAgendada(info.fechaSeleccionada, datos);
    return {
      tipo: 'exito',
      reagendada,
      info,
      hora: {
        id: horaAgendada._id,
        servicio: horaAgendada.servicio,
        dia: info.dia,
        horaInicio: horaAgendada.horaInicio,
        horaFin: horaAgendada.horaFin,
        email: datos.email,
      },
    };
  } catch (error) {
    return {
      tipo: 'error',
      titulo: reagendada ? '¡Error al reagendar!' : '¡Error al agendar!',
      mensaje: mensajeDeError(error, reagendada ? MENSAJES_PUBLICOS.REAGENDAR : MENSAJES_PUBLICOS.AGENDAR),
    };
  } finally {
    // Success or a 409: either way the free slots changed.
    await Promise.all([
      queryCache.invalidateQueries({ queryKey: ['fechas'] }),
      queryCache.invalidateQueries({ queryKey: ['horas-agendadas'] }),
    ]);
  }
}
