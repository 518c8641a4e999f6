import {
  diasDelRango,
  type FechasRango,
  fechaLocalDe,
  formatearFechaCompleta,
  grillaDeHoras,
  type HabilitarHoraInput,
} from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import type { UsuarioSesion } from '../auth/tokens.js';
import { encolarCorreo } from '../correos/correos.repository.js';
import type { Outbox } from '../correos/outbox.js';
import { encolarLugares } from '../google-calendar/encolar.js';
import { correoCancelacion } from './correos-de-reserva.js';
import { fechaJson } from './fechas.mapper.js';
import * as fechasRepo from './fechas.repository.js';
import * as repo from './fechas-barbero.repository.js';
import * as horasRepo from './horas-agendadas.repository.js';

export type FechasBarberoDeps = Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl'> & {
  outbox: Pick<Outbox, 'enviarAhora'>;
  /** How long the barber waits for the client's mail before being told to call instead. */
  plazoCorreoMs?: number;
};

/** The barber's area: a range of days at once, clearing past days, freeing a booked hour. */
export function crearFechasBarberoService({
  db,
  clock,
  zona,
  publicUrl,
  outbox,
  plazoCorreoMs = 5000,
}: FechasBarberoDeps) {
  const hoy = () => fechaLocalDe(clock(), zona);

  async function leer(ids: string[]) {
    return (await fechasRepo.listarFechas(db, { ids })).map((f) => fechaJson(f, 'completa', zona));
  }

  return {
    /** One day per chosen weekday, all in one transaction: every day is created or none is. */
    async crearRango(usuario: UsuarioSesion, input: FechasRango) {
      if (input.desde < hoy()) throw new AppError('RANGO_EN_EL_PASADO');
      const dias = diasDelRango(input.desde, input.hasta, input.dias);
      if (dias.length === 0) throw new AppError('RANGO_SIN_DIAS');
      const ids = await db
        .transaction(async (tx) => {
          const repetidos = await repo.diasExistentes(tx, usuario.id, dias);
          if (repetidos.length > 0) {
            const cuales = repetidos.slice(0, 3).map(formatearFechaCompleta).join('; ');
            throw new AppError(
              'FECHAS_DUPLICADAS_EN_RANGO',
              `Ya existe una fecha para ${cuales}${repetidos.length > 3 ? ' y otros días' : ''}. No se creó ninguna.`,
            );
          }
          const horas = grillaDeHoras(input.horaInicio, input.horaFin).map((hora) => ({
            hora,
            habilitado: true,
          }));
          const filas = await repo.insertarFechas(
            tx,
            dias.map((dia) => ({
              barberoId: usuario.id,
              dia,
              horaInicio: input.horaInicio,
              horaFin: input.horaFin,
              descansoHora: input.descansoHora,
              descansoDuracion: input.descansoDuracion ?? 0,
              horas: fechasRepo.nuevaGrilla(horas),
            })),
          );
          return filas.map((f) => f.id);
        })
        // Two requests racing for the same day: the unique index decides, still all or none.
        .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'FECHAS_DUPLICADAS_EN_RANGO' }));
      return { msg: 'Fechas creadas satisfactoriamente', fechas: await leer(ids) };
    },

    /** The caller's days before today in Santiago; their bookings are all past too. */
    async eliminarPasadas(usuario: UsuarioSesion) {
      const eliminadas = await db.transaction((tx) => repo.eliminarFechasAnteriores(tx, usuario.id, hoy()));
      const msg =
        eliminadas === 0
          ? 'No hay fechas pasadas para eliminar.'
          : `Se eliminaron ${eliminadas} ${eliminadas === 1 ? 'fecha pasada' : 'fechas pasadas'}.`;
      return { msg, eliminadas };
    },

    /**
     * Frees a booked hour: the booking (and its calendar event) goes and the client's mail with the
     * motivo is queued, in one transaction. Then one quick attempt to deliver it, so the barber knows
     * whether to contact the client directly.
     */
    async habilitarHora(usuario: UsuarioSesion, fechaId: string, input: HabilitarHoraInput) {
      const { correoId, email } = await db.transaction(async (tx) => {
        const fecha = await fechasRepo.bloquearFecha(tx, fechaId);
        if (!fecha) throw new AppError('FECHA_NO_ENCONTRADA');
        exigirDuenoOAdmin(usuario, fecha.barberoId);
        const hora = await horasRepo.buscarHoraAgendada(tx, fechaId, input.horaInicio, input.horaFin);
        if (!hora) throw new AppError('HORA_AGENDADA_NO_ENCONTRADA');
        await horasRepo.eliminarHoraAgendada(tx, hora.id);
        await encolarLugares(tx, hora.barberoId, [hora], clock());
        const correo = correoCancelacion(
          { ...hora, dia: fecha.dia },
          { publicUrl, ahora: clock(), zona },
          input.motivo,
        );
        return { correoId: await encolarCorreo(tx, correo, clock()), email: hora.email };
      });
      const correoEnviado = await outbox.enviarAhora(correoId, plazoCorreoMs);
      const [fecha] = await leer([fechaId]);
      return {
        msg: correoEnviado
          ? 'Hora habilitada. Se avisó al cliente por correo.'
          : `Hora habilitada, pero no se pudo enviar el correo al cliente. Contáctalo directamente a ${email}.`,
        correoEnviado,
        email,
        fecha: fecha!,
      };
    },
  };
}

export type FechasBarberoService = ReturnType<typeof crearFechasBarberoService>;
