import {
  type AgendaQuery,
  type EventoOcupado,
  inicioDelDia,
  sumarDiasAcotado,
  tramosLibres,
} from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { fechaJson, listarFechas } from '../fechas/index.js';
import * as repo from './agenda.repository.js';

export type AgendaDeps = Pick<Deps, 'db' | 'clock' | 'zona'>;

/** The shop's whole agenda for the admin: every barber's days of a range, with clients and free time. */
export function crearAgendaService({ db, clock, zona }: AgendaDeps) {
  return {
    async leer({ desde, hasta }: AgendaQuery) {
      const [barberos, fechas, eventos] = await Promise.all([
        repo.barberosDeLaAgenda(db, desde, hasta),
        listarFechas(db, { desde, hasta }),
        repo.eventosDeTodosEntre(
          db,
          inicioDelDia(desde, zona),
          inicioDelDia(sumarDiasAcotado(hasta, 1), zona),
        ),
      ]);
      const eventosDe = new Map<string, EventoOcupado[]>();
      for (const e of eventos) {
        const lista = eventosDe.get(e.barberoId) ?? [];
        lista.push({ start: { dateTime: e.inicio.toISOString() }, end: { dateTime: e.fin.toISOString() } });
        eventosDe.set(e.barberoId, lista);
      }
      // One clock read for the whole answer: every column is free or taken as of the same instant.
      const ahora = clock();
      const dias = fechas.map((f) => {
        const fecha = fechaJson(f, 'completa', zona);
        return {
          fechaId: f.id,
          barberoId: f.barberoId,
          fecha: f.dia,
          horaInicio: f.horaInicio,
          horaFin: f.horaFin,
          descansoHora: f.descansoHora,
          descansoDuracion: f.descansoDuracion,
          horasAgendadas: fecha.horasAgendadas,
          libres: tramosLibres(fecha, eventosDe.get(f.barberoId) ?? [], ahora, zona),
        };
      });
      return {
        desde,
        hasta,
        barberos: barberos.map((b) => ({ _id: b.id, nombre: b.nombre, activo: b.activo })),
        dias,
      };
    },
  };
}

export type AgendaService = ReturnType<typeof crearAgendaService>;
