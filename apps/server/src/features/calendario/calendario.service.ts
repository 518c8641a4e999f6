import {
  type EliminarEventoInput,
  type Evento,
  type EventoInput,
  fechaDentroDeLimites,
  fechaLocalDe,
  inicioDelDia,
  instanteDe,
} from '@barberia/shared';
import type { eventosCalendario } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import * as repo from './calendario.repository.js';

export type CalendarioDeps = Pick<Deps, 'db' | 'clock' | 'zona'>;

/** The barber's internal calendar, answered in Google Calendar's event shape. */
export function crearCalendarioService({ db, clock, zona }: CalendarioDeps) {
  const evento = (e: typeof eventosCalendario.$inferSelect, completo: boolean): Evento => ({
    id: e.id,
    summary: completo ? e.summary : 'Ocupado',
    description: completo ? e.description : '',
    start: { dateTime: e.inicio.toISOString(), timeZone: zona },
    end: { dateTime: e.fin.toISOString(), timeZone: zona },
  });

  return {
    /** From the start of today on. Clients only learn when the barber is busy, not with whom. */
    async listar(barberoId: string, usuario: UsuarioSesion | null) {
      if (!(await buscarUsuarioPorId(db, barberoId))) throw new AppError('BARBERO_NO_ENCONTRADO');
      const completo = Boolean(usuario && (usuario.rol === 'admin' || usuario.id === barberoId));
      const desde = inicioDelDia(fechaLocalDe(clock(), zona), zona);
      return (await repo.listarEventos(db, barberoId, desde)).map((e) => evento(e, completo));
    },

    async crear(usuario: UsuarioSesion, barberoId: string, input: EventoInput) {
      exigirDuenoOAdmin(usuario, barberoId);
      if (!(await buscarUsuarioPorId(db, barberoId))) throw new AppError('BARBERO_NO_ENCONTRADO');
      const hoy = fechaLocalDe(clock(), zona);
      const [inicio, fin] = [input.start.dateTime, input.end.dateTime].map((t) =>
        fechaLocalDe(new Date(t), zona),
      );
      if (!fechaDentroDeLimites(inicio!, hoy) || !fechaDentroDeLimites(fin!, hoy)) {
        throw new AppError('FECHA_FUERA_DE_LIMITE');
      }
      const fila = await repo.insertarEvento(db, {
        barberoId,
        summary: input.summary,
        description: input.description,
        inicio: new Date(input.start.dateTime),
        fin: new Date(input.end.dateTime),
      });
      return evento(fila, true);
    },

    async eliminar(usuario: UsuarioSesion, barberoId: string, eventId: string) {
      exigirDuenoOAdmin(usuario, barberoId);
      const fila = await repo.buscarEvento(db, barberoId, eventId);
      if (!fila) throw new AppError('EVENTO_NO_ENCONTRADO');
      return borrar(fila);
    },

    /** By the wall-clock start in Santiago: the zone decides the offset, nothing is guessed. */
    async eliminarPorInicio(usuario: UsuarioSesion, barberoId: string, input: EliminarEventoInput) {
      exigirDuenoOAdmin(usuario, barberoId);
      const inicio =
        'dateTime' in input ? new Date(input.dateTime) : instanteDe(input.fecha, input.horaInicio, zona);
      const fila = await repo.buscarEventoQueEmpieza(db, barberoId, inicio);
      if (!fila) throw new AppError('EVENTO_NO_ENCONTRADO');
      return borrar(fila);
    },
  };

  async function borrar(fila: typeof eventosCalendario.$inferSelect) {
    // A booking's event lives and dies with the booking; removing it alone would hide a client.
    if (fila.horaAgendadaId) throw new AppError('EVENTO_DE_HORA_AGENDADA');
    await repo.eliminarEvento(db, fila.id);
    return { msg: 'Evento eliminado.' };
  }
}

export type CalendarioService = ReturnType<typeof crearCalendarioService>;
