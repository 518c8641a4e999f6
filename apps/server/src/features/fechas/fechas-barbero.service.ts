import {
  type AsistenciaInput,
  asistenciaInput,
  diasDelRango,
  type FechasRango,
  fechaDentroDeLimites,
  fechaLocalDe,
  formatearFechaCompleta,
  grillaDeHoras,
  type HabilitarHoraInput,
  type HoyBarbero,
  inicioDelDia,
  motivoParaNoMarcar,
  PLAZO_PARA_MARCAR_MS,
  sumarDias,
} from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, traducirPg } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import type { Outbox } from '../../infra/correo/outbox.js';
import { encolarLugares } from '../../infra/google/encolar.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import { type AvisoAlBarbero, avisarAlBarbero } from './aviso-al-barbero.js';
import { correoCancelacion } from './correos-de-reserva.js';
import { fechaJson } from './fechas.mapper.js';
import * as fechasRepo from './fechas.repository.js';
import * as repo from './fechas-barbero.repository.js';
import * as horasRepo from './horas-agendadas.repository.js';
import type { GanchosDeAbono } from './reservas.service.js';
import { avisarPorWhatsapp } from './whatsapp-de-reserva.js';

export type FechasBarberoDeps = Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> & {
  outbox: Pick<Outbox, 'enviarAhora'>;
  /** How long the barber waits for the client's mail before being told to call instead. */
  plazoCorreoMs?: number;
  /** A no-show keeps or credits the hour's deposit (decision 044). */
  abonos?: Pick<GanchosDeAbono, 'alMarcarAsistencia'>;
};

/** The spec's success text, then how many were new and how many were already there (issue 25). */
function mensajeDeRango(creadas: number, omitidas: number): string {
  const exito = 'Fechas creadas satisfactoriamente';
  if (omitidas === 0) return exito;
  const nuevas = creadas === 1 ? 'Se creó 1 fecha nueva' : `Se crearon ${creadas} fechas nuevas`;
  const ya =
    omitidas === 1 ? '1 ya existía y quedó como estaba' : `${omitidas} ya existían y quedaron como estaban`;
  return `${exito}. ${nuevas}; ${ya}.`;
}

/** The barber's area: a range of days at once, clearing past days, freeing a booked hour. */
export function crearFechasBarberoService({
  db,
  clock,
  zona,
  publicUrl,
  tienda,
  outbox,
  plazoCorreoMs = 5000,
  abonos,
}: FechasBarberoDeps) {
  const hoy = () => fechaLocalDe(clock(), zona);

  async function leer(ids: string[]) {
    return (await fechasRepo.listarFechas(db, { ids })).map((f) => fechaJson(f, 'completa', zona));
  }

  return {
    /**
     * One day per chosen weekday, in one transaction. By default every day is created or none (spec 001
     * §4); with soloFaltantes the days the barber already has are left as they are and the rest created.
     */
    async crearRango(usuario: UsuarioSesion, input: FechasRango) {
      if (input.desde < hoy()) throw new AppError('RANGO_EN_EL_PASADO');
      if (!fechaDentroDeLimites(input.hasta, hoy())) throw new AppError('FECHA_FUERA_DE_LIMITE');
      const dias = diasDelRango(input.desde, input.hasta, input.dias);
      if (dias.length === 0) throw new AppError('RANGO_SIN_DIAS');
      const creadas = await db
        .transaction(async (tx) => {
          const repetidos = await repo.diasExistentes(tx, usuario.id, dias);
          if (repetidos.length > 0 && !input.soloFaltantes) {
            const cuales = repetidos.slice(0, 3).map(formatearFechaCompleta).join('; ');
            throw new AppError(
              'FECHAS_DUPLICADAS_EN_RANGO',
              `Ya existe una fecha para ${cuales}${repetidos.length > 3 ? ' y otros días' : ''}. No se creó ninguna.`,
            );
          }
          const faltantes = dias.filter((dia) => !repetidos.includes(dia));
          if (faltantes.length === 0) throw new AppError('RANGO_YA_CREADO');
          const horas = grillaDeHoras(input.horaInicio, input.horaFin).map((hora) => ({
            hora,
            habilitado: true,
          }));
          return repo.insertarFechas(
            tx,
            faltantes.map((dia) => ({
              barberoId: usuario.id,
              dia,
              horaInicio: input.horaInicio,
              horaFin: input.horaFin,
              descansoHora: input.descansoHora,
              descansoDuracion: input.descansoDuracion ?? 0,
              horas: fechasRepo.nuevaGrilla(horas),
            })),
            // A day inserted by another request since the check: skipped too when only the missing ones go.
            input.soloFaltantes,
          );
        })
        // Two requests racing for the same day: the unique index decides, still all or none.
        .catch(traducirPg({ [PG_UNIQUE_VIOLATION]: 'FECHAS_DUPLICADAS_EN_RANGO' }));
      if (creadas.length === 0) throw new AppError('RANGO_YA_CREADO');
      const nuevas = new Set(creadas.map((f) => f.dia));
      const omitidas = dias.filter((dia) => !nuevas.has(dia));
      return {
        msg: mensajeDeRango(creadas.length, omitidas.length),
        fechas: await leer(creadas.map((f) => f.id)),
        omitidas,
      };
    },

    /**
     * «Hoy» (decision 036): the barber's bookings of today and tomorrow in Santiago, in order, with the
     * client's contact and whether they confirmed. Their own, or anyone's for the admin.
     */
    async hoy(usuario: UsuarioSesion, barberoId: string): Promise<HoyBarbero> {
      exigirDuenoOAdmin(usuario, barberoId);
      if (!(await buscarUsuarioPorId(db, barberoId))) throw new AppError('USUARIO_NO_ENCONTRADO');
      const dia = hoy();
      const manana = sumarDias(dia, 1);
      const filas = await repo.horasDelBarberoEntre(
        db,
        barberoId,
        inicioDelDia(dia, zona),
        inicioDelDia(sumarDias(dia, 2), zona),
        new Date(clock().getTime() - PLAZO_PARA_MARCAR_MS),
      );
      return {
        hoy: dia,
        manana,
        horas: filas.map(({ hora: h, dia }) => ({
          _id: h.id,
          dia,
          horaInicio: h.horaInicio,
          horaFin: h.horaFin,
          inicio: h.inicio.toISOString(),
          fin: h.fin.toISOString(),
          nombre: h.nombre,
          email: h.email,
          telefono: h.telefono,
          servicio: h.servicio,
          confirmada: h.confirmadaEn !== null,
          asistencia: h.asistencia,
        })),
      };
    },

    /**
     * «Asistió» / «No asistió» (issue 24): the booking's own barber or the admin, from the end of the hour
     * for a day; «No asistió» leaves a record that outlives the booking.
     */
    async marcarAsistencia(usuario: UsuarioSesion, id: string, input: AsistenciaInput) {
      const { asistencia } = asistenciaInput.parse(input);
      const hora = await repo.horaParaAsistencia(db, id);
      if (!hora) throw new AppError('HORA_AGENDADA_NO_ENCONTRADA');
      exigirDuenoOAdmin(usuario, hora.barberoId);
      const ahora = clock();
      const motivo = motivoParaNoMarcar(hora.fin, ahora);
      if (motivo) throw new AppError(motivo);
      await db.transaction(async (tx) => {
        await repo.marcarAsistencia(tx, hora, asistencia, ahora);
        await abonos?.alMarcarAsistencia(tx, hora.id, asistencia);
      });
      return {
        msg:
          asistencia === 'ASISTIO' ? `${hora.nombre} vino a su hora.` : `${hora.nombre} no vino a su hora.`,
        asistencia,
      };
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
        const datosTienda = await tienda(tx);
        const correo = correoCancelacion(
          { ...hora, dia: fecha.dia },
          { publicUrl, ahora: clock(), zona, tienda: datosTienda },
          input.motivo,
        );
        // The client hears it on WhatsApp too, if they consented (decision 035).
        if (hora.telefono) {
          const barbero = await buscarUsuarioPorId(tx, hora.barberoId);
          const datos = { ...hora, dia: fecha.dia, barbero: barbero?.nombre ?? '' };
          await avisarPorWhatsapp(tx, 'cancelacion', datos, clock());
        }
        // The barber hears of it too: by mail when it was their own doing, also by WhatsApp when the admin's.
        const aviso: AvisoAlBarbero = {
          cambio: 'cancelacion',
          autor: usuario.id === hora.barberoId ? 'barbero' : 'admin',
          hora: { ...hora, dia: fecha.dia },
          motivo: input.motivo,
        };
        await avisarAlBarbero(tx, aviso, { publicUrl, tienda: datosTienda }, clock());
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
