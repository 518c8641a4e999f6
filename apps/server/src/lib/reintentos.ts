import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

/** About two days of retries at the longest wait: past that the address or the service is wrong for good. */
export const MAXIMO_INTENTOS = 200;
const ESPERA_MAXIMA_MS = 15 * 60_000;

/** `primeraMs`, then twice as long after each failure, up to 15 min between attempts. */
export function esperaTrasIntento(primeraMs: number, intentos: number): number {
  return Math.min(primeraMs * 2 ** Math.max(0, intentos - 1), ESPERA_MAXIMA_MS);
}

/** What a durable queue's repository does with a claimed row (correos.repository, cola.repository). */
export interface ReclamosDeCola<F> {
  renovarReclamo(db: Db, fila: F, hasta: Date): Promise<boolean>;
  marcarFallido(db: Db, fila: F, proximoIntento: Date, error: string): Promise<void>;
  marcarDescartado(db: Db, fila: F, error: string): Promise<void>;
}

/** The queue's own dependencies, as its factory receives them. */
export interface DepsDeCola {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export interface OpcionesDeIntento {
  leaseMs: number;
  primeraEsperaMs: number;
  /** The log lines of a row given up for good and of a failure that will be retried. */
  mensajes: { descartado: string; reintento: string };
}

/**
 * One attempt at one claimed row, the same for every durable queue (the mail outbox, Google Calendar).
 * A batch is claimed at once but worked one row at a time: each row gets a fresh lease just before its
 * turn, and one whose claim was taken over (its lease ran out behind a slow service) is left to the new
 * owner. A failure waits longer each time, and the last allowed attempt drops the row for good.
 * `trabajo` answers whether the row is done.
 */
export function crearIntento<F extends { intentos: number }>(
  { db, clock, log }: DepsDeCola,
  repo: ReclamosDeCola<F>,
  o: OpcionesDeIntento,
) {
  return async function intentar(fila: F, contexto: object, trabajo: () => Promise<boolean>) {
    if (!(await repo.renovarReclamo(db, fila, new Date(clock().getTime() + o.leaseMs)))) return false;
    try {
      return await trabajo();
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : String(error);
      const datos = { ...contexto, intentos: fila.intentos, err: mensaje };
      if (fila.intentos >= MAXIMO_INTENTOS) {
        await repo.marcarDescartado(db, fila, mensaje);
        log.error(datos, o.mensajes.descartado);
        return false;
      }
      const proximo = new Date(clock().getTime() + esperaTrasIntento(o.primeraEsperaMs, fila.intentos));
      await repo.marcarFallido(db, fila, proximo, mensaje);
      log.warn(datos, o.mensajes.reintento);
      return false;
    }
  };
}
