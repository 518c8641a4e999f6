import {
  type FechaHorarioInput,
  type FechaInput,
  type FechasListaQuery,
  fechaDentroDeLimites,
  fechaLocalDe,
  grillaDeHoras,
  intervaloDescanso,
  limitesDeFechas,
  MAXIMO_DIAS_LISTA_FECHAS,
  minutosDe,
  sumarDiasAcotado,
} from '@barberia/shared';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, PG_UNIQUE_VIOLATION, pgCode } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { encolarLugares } from '../../infra/google/encolar.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import { avisarAlBarbero } from './aviso-al-barbero.js';
import { correoCancelacion } from './correos-de-reserva.js';
import { fechaJson, type Vista } from './fechas.mapper.js';
import * as repo from './fechas.repository.js';
import { eliminarHorasAgendadasDeFecha, horasAgendadasDeFecha } from './horas-agendadas.repository.js';
import { avisarPorWhatsapp } from './whatsapp-de-reserva.js';

/** GET /api/fechas without a window: a month back (recent history) to three months ahead. */
const DIAS_ATRAS = 31;
const DIAS_ADELANTE = 92;

export type FechasDeps = Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'>;

const vistaPara = (usuario: UsuarioSesion | null, duenoId?: string): Vista =>
  usuario && (usuario.rol === 'admin' || usuario.id === duenoId) ? 'completa' : 'publica';

export function crearFechasService({ db, clock, zona, publicUrl, tienda }: FechasDeps) {
  const hoy = () => fechaLocalDe(clock(), zona);

  async function leer(id: string, vista: Vista) {
    const f = await repo.buscarFecha(db, id);
    if (!f) throw new AppError('FECHA_NO_ENCONTRADA');
    return fechaJson(f, vista, zona);
  }

  /** Locks the day and checks that the caller owns it (or is the admin). */
  async function fechaPropia(tx: Tx, usuario: UsuarioSesion, id: string) {
    const fecha = await repo.bloquearFecha(tx, id);
    if (!fecha) throw new AppError('FECHA_NO_ENCONTRADA');
    exigirDuenoOAdmin(usuario, fecha.barberoId);
    return fecha;
  }

  return {
    /** Every barber's days in a bounded window, so one public request never reads the whole history. */
    async listarTodas(usuario: UsuarioSesion | null, query: FechasListaQuery = {}) {
      // A window of reading: its ends may be any day of the calendar, never one past it.
      const desde =
        query.desde ??
        (query.hasta
          ? sumarDiasAcotado(query.hasta, -DIAS_ATRAS - DIAS_ADELANTE)
          : sumarDiasAcotado(hoy(), -DIAS_ATRAS));
      const hasta = query.hasta ?? sumarDiasAcotado(desde, DIAS_ATRAS + DIAS_ADELANTE);
      if (sumarDiasAcotado(desde, MAXIMO_DIAS_LISTA_FECHAS) < hasta)
        throw new AppError('RANGO_DE_LISTA_LARGO');
      return (await repo.listarFechas(db, { desde, hasta })).map((f) =>
        fechaJson(f, vistaPara(usuario, f.barberoId), zona),
      );
    },

    async deBarbero(barberoId: string, usuario: UsuarioSesion | null) {
      if (!(await buscarUsuarioPorId(db, barberoId))) throw new AppError('BARBERO_NO_ENCONTRADO');
      const vista = vistaPara(usuario, barberoId);
      return (await repo.listarFechas(db, { barberoId })).map((f) => fechaJson(f, vista, zona));
    },

    /** What a client may choose: today and later, of an active barber, without other clients' data. */
    async paraClientes(barberoId: string) {
      if (!(await buscarUsuarioPorId(db, barberoId))) throw new AppError('BARBERO_NO_ENCONTRADO');
      const lista = await repo.listarFechas(db, {
        barberoId,
        desde: hoy(),
        hasta: limitesDeFechas(hoy()).hasta,
        soloBarberosActivos: true,
      });
      return lista.map((f) => fechaJson(f, 'publica', zona));
    },

    async crear(usuario: UsuarioSesion, input: FechaInput) {
      if (input.fecha < hoy()) throw new AppError('FECHA_EN_EL_PASADO');
      if (!fechaDentroDeLimites(input.fecha, hoy())) throw new AppError('FECHA_FUERA_DE_LIMITE');
      const id = await db
        .transaction(async (tx) => {
          const grilla = grillaDeHoras(input.horaInicio, input.horaFin).map((hora) => ({
            hora,
            habilitado: true,
          }));
          const fecha = await repo.insertarFecha(tx, {
            barberoId: usuario.id,
            dia: input.fecha,
            horaInicio: input.horaInicio,
            horaFin: input.horaFin,
            descansoHora: input.descansoHora,
            descansoDuracion: input.descansoDuracion,
            horas: repo.nuevaGrilla(grilla),
          });
          return fecha.id;
        })
        .catch((error: unknown) => {
          if (pgCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('FECHA_DUPLICADA');
          throw error;
        });
      return leer(id, 'completa');
    },

    /** New hours for a day; refused when a booking would fall outside them or into the break. */
    async actualizarHorario(usuario: UsuarioSesion, id: string, input: FechaHorarioInput) {
      await db.transaction(async (tx) => {
        const fecha = await fechaPropia(tx, usuario, id);
        const nuevo = {
          horaInicio: input.horaInicio,
          horaFin: input.horaFin,
          descansoHora: input.descansoHora === undefined ? fecha.descansoHora : input.descansoHora,
          descansoDuracion: input.descansoDuracion ?? fecha.descansoDuracion,
        };
        const descanso = intervaloDescanso({ ...nuevo, fecha: fecha.dia });
        const fuera = (await horasAgendadasDeFecha(tx, id)).some((h) => {
          const [ini, fin] = [minutosDe(h.horaInicio), minutosDe(h.horaFin)];
          const enDescanso = descanso && ini < descanso.fin && descanso.inicio < fin;
          return ini < minutosDe(nuevo.horaInicio) || fin > minutosDe(nuevo.horaFin) || enDescanso;
        });
        if (fuera) throw new AppError('HORAS_FUERA_DEL_NUEVO_HORARIO');
        // Quarter hours that survive the change keep their id and their switch.
        const anteriores = new Map(fecha.horas.map((h) => [h.hora, h]));
        const grilla = grillaDeHoras(nuevo.horaInicio, nuevo.horaFin).map(
          (hora) => anteriores.get(hora) ?? repo.nuevaGrilla([{ hora, habilitado: true }])[0]!,
        );
        await repo.actualizarFecha(tx, id, { ...nuevo, horas: grilla });
      });
      return leer(id, 'completa');
    },

    /**
     * A day with bookings is only deleted when the caller confirms it explicitly; then every client
     * is told by mail. Never drops a booking silently.
     */
    async eliminar(usuario: UsuarioSesion, id: string, confirmar: boolean) {
      const canceladas = await db.transaction(async (tx) => {
        const fecha = await fechaPropia(tx, usuario, id);
        const agendadas = await horasAgendadasDeFecha(tx, id);
        if (agendadas.length > 0 && !confirmar) throw new AppError('FECHA_CON_HORAS_AGENDADAS');
        const autor = usuario.id === fecha.barberoId ? 'barbero' : 'admin';
        const barbero = agendadas.length > 0 ? await buscarUsuarioPorId(tx, fecha.barberoId) : undefined;
        const datosTienda = await tienda(tx);
        for (const h of agendadas) {
          const hora = { ...h, dia: fecha.dia };
          const contexto = { publicUrl, ahora: clock(), zona, tienda: datosTienda };
          await encolarCorreo(tx, correoCancelacion(hora, contexto), clock());
          // WhatsApp for the clients who consented, and the barber's notice (decision 036).
          await avisarPorWhatsapp(tx, 'cancelacion', { ...hora, barbero: barbero?.nombre ?? '' }, clock());
          await avisarAlBarbero(tx, { cambio: 'cancelacion', autor, hora }, contexto, clock());
        }
        await encolarLugares(tx, fecha.barberoId, agendadas, clock());
        await eliminarHorasAgendadasDeFecha(tx, id);
        await repo.eliminarFecha(tx, id);
        return agendadas.length;
      });
      return { msg: 'Fecha eliminada.', horasCanceladas: canceladas };
    },

    /** Barber's switch on one quarter hour of the grid (spec PUT …/hora/{hourId}/agendar|cancelar|eliminar). */
    async cambiarHora(
      usuario: UsuarioSesion,
      fechaId: string,
      horaId: string,
      accion: 'agendar' | 'cancelar' | 'eliminar',
    ) {
      await db.transaction(async (tx) => {
        const fecha = await fechaPropia(tx, usuario, fechaId);
        if (!fecha.horas.some((h) => h.id === horaId)) throw new AppError('HORA_NO_ENCONTRADA');
        const grilla =
          accion === 'eliminar'
            ? fecha.horas.filter((h) => h.id !== horaId)
            : fecha.horas.map((h) => (h.id === horaId ? { ...h, habilitado: accion === 'cancelar' } : h));
        await repo.guardarGrilla(tx, fechaId, grilla);
      });
      return leer(fechaId, 'completa');
    },
  };
}

export type FechasService = ReturnType<typeof crearFechasService>;
