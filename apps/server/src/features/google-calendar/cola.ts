import { direccionCompleta } from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { crearTareaPeriodica } from '../../lib/tarea-periodica.js';
import * as repo from './cola.repository.js';
import type { CalendarioGoogle, EventoGoogle } from './google.client.js';

export interface ColaGoogleDeps {
  db: Db;
  google: CalendarioGoogle;
  clock: () => Date;
  zona: string;
  log: FastifyBaseLogger;
}

const LOTE = 20;
const LEASE_MS = 2 * 60_000;
const ESPERA_MAXIMA_MS = 15 * 60_000;
/** About two days of retries at the longest wait, like the mail outbox. */
export const MAXIMO_INTENTOS = 200;

/** 10 s, 20 s, 40 s … up to 15 min between attempts. */
export function esperaTrasIntento(intentos: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, intentos - 1), ESPERA_MAXIMA_MS);
}

/** The booking as the barber's calendar shows it (spec §3: "nombre - servicio", the client's e-mail). */
export function eventoDeReserva(
  r: NonNullable<Awaited<ReturnType<typeof repo.reservaDelEvento>>>,
  zona: string,
): EventoGoogle {
  // Local wall-clock time plus the zone: Google applies Santiago's offset, DST included.
  const local = (hora: string) => ({ dateTime: `${r.dia}T${hora}:00`, timeZone: zona });
  return {
    summary: `${r.nombre} - ${r.servicio}`,
    description: r.email,
    location: direccionCompleta,
    start: local(r.horaInicio),
    end: local(r.horaFin),
    horaAgendadaId: r.id,
  };
}

/**
 * Carries booking changes to the barbers' Google calendars. Each row names one event; the worker reads
 * the booking that owns it now and makes Google match: saved if a booking holds it, deleted if none does.
 * Replaying a row is harmless (our own event id, 409 and 404/410 are "already so"), which is what makes
 * retries, a crash mid-call and several instances safe.
 */
export function crearColaGoogle({ db, google, clock, zona, log }: ColaGoogleDeps) {
  async function sincronizar(fila: repo.FilaCola) {
    if (!(await repo.renovarReclamo(db, fila, new Date(clock().getTime() + LEASE_MS)))) return false;
    try {
      const reserva = await repo.reservaDelEvento(db, fila.calendarId, fila.eventoId);
      if (reserva) await google.guardar(fila.calendarId, fila.eventoId, eventoDeReserva(reserva, zona));
      else await google.borrar(fila.calendarId, fila.eventoId);
      return await repo.marcarHecho(db, fila, clock());
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : String(error);
      const contexto = {
        calendarId: fila.calendarId,
        eventoId: fila.eventoId,
        intentos: fila.intentos,
        err: mensaje,
      };
      if (fila.intentos >= MAXIMO_INTENTOS) {
        await repo.marcarDescartado(db, fila, mensaje);
        log.error(contexto, 'evento de Google Calendar descartado tras el último intento');
        return false;
      }
      await repo.marcarFallido(
        db,
        fila,
        new Date(clock().getTime() + esperaTrasIntento(fila.intentos)),
        mensaje,
      );
      log.warn(contexto, 'Google Calendar no aceptó el cambio; se reintentará');
      return false;
    }
  }

  async function procesar(): Promise<{ hechos: number; pendientes: number }> {
    const filas = await repo.reclamarPendientes(db, clock(), LOTE, LEASE_MS);
    let hechos = 0;
    for (const fila of filas) if (await sincronizar(fila)) hechos++;
    return { hechos, pendientes: filas.length - hechos };
  }

  const tarea = crearTareaPeriodica(procesar, log, 'error procesando la cola de Google Calendar');
  return { procesar, iniciar: tarea.iniciar, detener: tarea.detener };
}

export type ColaGoogle = ReturnType<typeof crearColaGoogle>;
