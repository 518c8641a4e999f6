import { diaDe } from '@barberia/shared';
import { mensajeDeError } from '../../../lib/api-client';
import { queryCache } from '../../../lib/consultas';
import { agregarHoraAgendada } from '../api/agregar-hora-agendada';
import { fechasClientesQueryOptions } from '../api/get-fechas-clientes';
import type { Resultado } from '../hooks/use-reservar';
import type { AgendarInfo } from './agendar-info';
import type { Reagendar } from './reagendar';
import { tokensCliente } from './tokens-cliente';

// Spec §8, word for word.
const ERROR_AGENDAR =
  'Se ha producido un error al agendar hora o la hora ya ha sido agendada por alguien más. Por favor, inténtelo de nuevo.';
const ERROR_REAGENDAR =
  'Se ha producido un error al intentar reagendar la hora. Por favor, inténtalo de nuevo.';
const FECHA_NO_ENCONTRADA = 'Fecha seleccionada no encontrada.';

/**
 * The confirm step of spec §4: refetch the days, book (moving the old hour when rescheduling), report.
 * Loaded when the client confirms, not with the contact form.
 */
export async function reservarHora(info: AgendarInfo, reagendar: Reagendar | null): Promise<Resultado> {
  const esReagendar = reagendar !== null;
  const fallo = (mensaje: string): Resultado => ({
    tipo: 'error',
    titulo: esReagendar ? '¡Error al reagendar!' : '¡Error al agendar!',
    mensaje,
  });
  try {
    const fechas = await queryCache.fetchQuery({
      ...fechasClientesQueryOptions(info.barberoId),
      staleTime: 0,
    });
    const fecha = fechas.find((f) => f._id === info.fechaSeleccionada);
    if (!fecha) return fallo(FECHA_NO_ENCONTRADA);
    const email = info.email.trim();
    const respuesta = await agregarHoraAgendada(
      fecha._id,
      {
        horaInicio: info.horaInicio,
        horaFin: info.horaFin,
        nombre: info.nombre.trim(),
        email,
        servicio: info.servicio,
        ...(reagendar && {
          reagendar: {
            fechaId: reagendar.fechaId,
            horaInicio: reagendar.horaInicio,
            horaFin: reagendar.horaFin,
          },
        }),
      },
      reagendar ? tokensCliente.de(email, Date.now()) : [],
    );
    const { horaAgendada, fecha: actualizada } = respuesta;
    // This device may now see, cancel and move the hour without asking for a link.
    tokensCliente.guardar(respuesta.tokenCliente, Date.now());
    return {
      tipo: 'exito',
      reagendada: esReagendar,
      info,
      hora: {
        id: horaAgendada._id,
        servicio: horaAgendada.servicio,
        dia: diaDe(actualizada.fecha),
        horaInicio: horaAgendada.horaInicio,
        horaFin: horaAgendada.horaFin,
        email: info.email.trim(),
      },
    };
  } catch (error) {
    return fallo(mensajeDeError(error, esReagendar ? ERROR_REAGENDAR : ERROR_AGENDAR));
  } finally {
    // Success or a 409: either way the free slots changed.
    await Promise.all([
      queryCache.invalidateQueries({ queryKey: ['fechas'] }),
      queryCache.invalidateQueries({ queryKey: ['horas-agendadas'] }),
    ]);
  }
}
