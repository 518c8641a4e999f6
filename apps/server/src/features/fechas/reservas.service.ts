import {
  type AgregarHoraAgendadaInput,
  type CancelarHoraAgendadaInput,
  inicioDelDia,
  ocupadosDelDia,
  sumarDias,
  validarReserva,
} from '@barberia/shared';
import type { Tx } from '../../db/client.js';
import type { fechas, horasAgendadas } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_EXCLUSION_VIOLATION, pgCode } from '../../errors.js';
import * as eventos from '../calendario/calendario.repository.js';
import { encolarCorreo } from '../correos/correos.repository.js';
import { existeServicioLlamado, servicioDelBarbero } from '../servicios/servicios.repository.js';
import { buscarUsuarioPorId } from '../usuarios/usuarios.repository.js';
import { correoCancelacion, correoConfirmacion } from './correos-de-reserva.js';
import { fechaJson } from './fechas.mapper.js';
import * as fechasRepo from './fechas.repository.js';
import * as horasRepo from './horas-agendadas.repository.js';

export type ReservasDeps = Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl'>;

/** Busy intervals of the barber on that day: bookings, disabled quarter hours and calendar events. */
async function ocupadosDe(
  tx: Tx,
  fecha: typeof fechas.$inferSelect,
  agendadas: (typeof horasAgendadas.$inferSelect)[],
  zona: string,
) {
  const desde = inicioDelDia(fecha.dia, zona);
  const hasta = inicioDelDia(sumarDias(fecha.dia, 1), zona);
  const eventosDelDia = await eventos.eventosEntre(tx, fecha.barberoId, desde, hasta);
  return ocupadosDelDia(
    {
      fecha: fecha.dia,
      horaInicio: fecha.horaInicio,
      horaFin: fecha.horaFin,
      horasAgendadas: agendadas,
      horas: fecha.horas,
    },
    eventosDelDia
      .filter((e) => !e.horaAgendadaId) // a booking's own event is already counted as the booking
      .map((e) => ({ start: { dateTime: e.inicio.toISOString() }, end: { dateTime: e.fin.toISOString() } })),
    zona,
  );
}

export function crearReservasService({ db, clock, zona, publicUrl }: ReservasDeps) {
  async function fechaActual(id: string) {
    const f = await fechasRepo.buscarFecha(db, id);
    if (!f) throw new AppError('FECHA_NO_ENCONTRADA');
    return fechaJson(f, 'publica', zona);
  }

  return {
    /** Books an hour; with `reagendar`, the old hour is removed in the same transaction. */
    async agregar(fechaId: string, input: AgregarHoraAgendadaInput) {
      const { creada: horaAgendada, fecha } = await db
        .transaction(async (tx) => {
          const fecha = await fechasRepo.bloquearFecha(tx, fechaId);
          if (!fecha) throw new AppError('FECHA_NO_ENCONTRADA');
          const barbero = await buscarUsuarioPorId(tx, fecha.barberoId);
          if (!barbero?.activo) throw new AppError('BARBERO_INACTIVO');
          const servicio = await servicioDelBarbero(tx, barbero.id, input.servicio);
          if (!servicio) {
            const existe = await existeServicioLlamado(tx, input.servicio);
            throw existe ? new AppError('SERVICIO_NO_REALIZADO') : new AppError('SERVICIO_NO_ENCONTRADO');
          }
          const anterior = input.reagendar
            ? await quitarHoraAnterior(tx, input.reagendar, input.email)
            : undefined;
          // One connection per transaction: the queries go one after another.
          const agendadas = await horasRepo.horasAgendadasDeFecha(tx, fecha.id);

          const resultado = validarReserva({
            horario: { ...fecha, fecha: fecha.dia },
            horaInicio: input.horaInicio,
            horaFin: input.horaFin,
            duracionServicio: servicio.duracion,
            ocupados: await ocupadosDe(tx, fecha, agendadas, zona),
            ahora: clock(),
            zona,
          });
          if (!resultado.ok) throw new AppError(resultado.codigo);

          const creada = await horasRepo.insertarHoraAgendada(tx, {
            fechaId,
            barberoId: barbero.id,
            horaInicio: input.horaInicio,
            horaFin: input.horaFin,
            inicio: resultado.intervalo.inicio,
            fin: resultado.intervalo.fin,
            nombre: input.nombre,
            email: input.email,
            servicio: servicio.servicio,
            servicioId: servicio.id,
          });
          await eventos.insertarEvento(tx, {
            barberoId: barbero.id,
            summary: `${input.nombre} - ${servicio.servicio}`,
            description: input.email,
            inicio: resultado.intervalo.inicio,
            fin: resultado.intervalo.fin,
            horaAgendadaId: creada.id,
          });
          const datos = {
            ...input,
            dia: fecha.dia,
            servicio: servicio.servicio,
            precio: servicio.precio,
            barbero: barbero.nombre,
          };
          await encolarCorreo(
            tx,
            correoConfirmacion({ ...datos, id: creada.id }, { publicUrl, ahora: clock(), zona }, anterior),
          );
          // The day as committed, from what this transaction already holds under the row lock:
          // no query after commit to rebuild it.
          const delDia = [...agendadas, creada].sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
          const dia = {
            ...fecha,
            creadoPor: { id: barbero.id, nombre: barbero.nombre },
            horasAgendadas: delDia,
          };
          return { creada, fecha: fechaJson(dia, 'publica', zona) };
        })
        .catch((error: unknown) => {
          // The exclusion constraint is the final word when two requests race for one hour.
          if (pgCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('HORA_YA_AGENDADA');
          throw error;
        });
      return {
        msg: input.reagendar ? 'Hora reagendada correctamente.' : 'Hora agendada correctamente.',
        horaAgendada: {
          _id: horaAgendada.id,
          horaInicio: horaAgendada.horaInicio,
          horaFin: horaAgendada.horaFin,
          nombre: horaAgendada.nombre,
          email: horaAgendada.email,
          servicio: horaAgendada.servicio,
        },
        fecha,
      };
    },

    /** Removes the booking and, through the cascade, its calendar event; tells the client by mail. */
    async cancelar(fechaId: string, input: CancelarHoraAgendadaInput) {
      await db.transaction(async (tx) => {
        const fecha = await fechasRepo.bloquearFecha(tx, fechaId);
        if (!fecha) throw new AppError('FECHA_NO_ENCONTRADA');
        const hora = await horasRepo.buscarHoraAgendada(tx, fechaId, input.horaInicio, input.horaFin);
        if (!hora) throw new AppError('HORA_NO_ENCONTRADA');
        await horasRepo.eliminarHoraAgendada(tx, hora.id);
        await encolarCorreo(
          tx,
          correoCancelacion({ ...hora, dia: fecha.dia }, { publicUrl, ahora: clock(), zona }),
        );
      });
      return { msg: 'Hora cancelada correctamente.', fecha: await fechaActual(fechaId) };
    },
  };

  async function quitarHoraAnterior(
    tx: Tx,
    anterior: NonNullable<AgregarHoraAgendadaInput['reagendar']>,
    email: string,
  ) {
    const hora = await horasRepo.buscarHoraAgendada(
      tx,
      anterior.fechaId,
      anterior.horaInicio,
      anterior.horaFin,
    );
    if (!hora) throw new AppError('HORA_AGENDADA_NO_ENCONTRADA');
    if (hora.email.toLowerCase() !== email.toLowerCase()) throw new AppError('REAGENDAR_OTRO_CORREO');
    await horasRepo.eliminarHoraAgendada(tx, hora.id);
    // The old hour's day, so the confirmation can cancel the event the client saved for it.
    const fecha = await fechasRepo.buscarFecha(tx, anterior.fechaId);
    return fecha ? { ...hora, dia: fecha.dia } : undefined;
  }
}

export type ReservasService = ReturnType<typeof crearReservasService>;
