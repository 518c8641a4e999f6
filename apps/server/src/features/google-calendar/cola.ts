import type { VistaTienda } from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import * as repo from '../../infra/google/cola.repository.js';
import type { CalendarioGoogle, EventoGoogle } from '../../infra/google/google.client.js';
import { crearIntento } from '../../lib/reintentos.js';

export interface ColaGoogleDeps {
  db: Db;
  google: CalendarioGoogle;
  clock: () => Date;
  zona: string;
  log: FastifyBaseLogger;
  tienda: () => Promise<VistaTienda>;
}

const LOTE = 20;
const LEASE_MS = 2 * 60_000;

/** The booking as the barber's calendar shows it (spec §3: "nombre - servicio", the client's e-mail). */
export function eventoDeReserva(
  r: NonNullable<Awaited<ReturnType<typeof repo.reservaDelEvento>>>,
  zona: string,
  tienda: Pick<VistaTienda, 'direccionCompleta'>,
): EventoGoogle {
  // Local wall-clock time plus the zone: Google applies Santiago's offset, DST included.
  const local = (hora: string) => ({ dateTime: `${r.dia}T${hora}:00`, timeZone: zona });
  return {
    summary: `${r.nombre} - ${r.servicio}`,
    description: r.email,
    location: tienda.direccionCompleta,
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
export function crearColaGoogle(deps: ColaGoogleDeps) {
  const { db, google, clock, zona, tienda } = deps;
  // 10 s, 20 s, 40 s … between attempts.
  const intentar = crearIntento(deps, repo.reclamos, {
    leaseMs: LEASE_MS,
    primeraEsperaMs: 10_000,
    mensajes: {
      descartado: 'evento de Google Calendar descartado tras el último intento',
      reintento: 'Google Calendar no aceptó el cambio; se reintentará',
    },
  });

  function sincronizar(fila: repo.FilaCola) {
    return intentar(fila, { calendarId: fila.calendarId, eventoId: fila.eventoId }, async () => {
      const reserva = await repo.reservaDelEvento(db, fila.calendarId, fila.eventoId);
      if (reserva)
        await google.guardar(fila.calendarId, fila.eventoId, eventoDeReserva(reserva, zona, await tienda()));
      else await google.borrar(fila.calendarId, fila.eventoId);
      return await repo.marcarHecho(db, fila, clock());
    });
  }

  async function procesar(): Promise<{ hechos: number; pendientes: number }> {
    const filas = await repo.reclamarPendientes(db, clock(), LOTE, LEASE_MS);
    let hechos = 0;
    for (const fila of filas) if (await sincronizar(fila)) hechos++;
    return { hechos, pendientes: filas.length - hechos };
  }

  return { procesar };
}
