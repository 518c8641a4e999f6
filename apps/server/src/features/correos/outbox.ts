import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { crearTareaPeriodica } from '../../lib/tarea-periodica.js';
import * as repo from './correos.repository.js';
import type { Mailer } from './mailer.js';

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const LOTE = 20;
const LEASE_MS = 5 * 60_000;
const ESPERA_MAXIMA_MS = 15 * 60_000;
/** About two days of retries at the longest wait: past that the address or the server is wrong for good. */
export const MAXIMO_INTENTOS = 200;

/** 30 s, 1 min, 2 min … up to 15 min between attempts, for MAXIMO_INTENTOS attempts. */
export function esperaTrasIntento(intentos: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, intentos - 1), ESPERA_MAXIMA_MS);
}

export function crearOutbox({ db, mailer, clock, log }: OutboxDeps) {
  const inmediatos = new Set<Promise<boolean>>();

  /** One attempt at one claimed mail: sent and marked, or marked for a later retry. */
  async function entregar(correo: Awaited<ReturnType<typeof repo.reclamarPendientes>>[number]) {
    // A batch is claimed at once but sent one by one: each mail gets a fresh lease just before its turn,
    // and one whose claim was taken over (its lease ran out behind a slow server) is left to the new owner.
    if (!(await repo.renovarReclamo(db, correo, new Date(clock().getTime() + LEASE_MS)))) return false;
    try {
      await mailer.enviar(correo);
      await repo.marcarEnviado(db, correo, clock());
      return true;
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : String(error);
      if (correo.intentos >= MAXIMO_INTENTOS) {
        await repo.marcarDescartado(db, correo, mensaje);
        log.error({ correoId: correo.id, intentos: correo.intentos, err: mensaje }, 'correo descartado');
        return false;
      }
      const proximo = new Date(clock().getTime() + esperaTrasIntento(correo.intentos));
      await repo.marcarFallido(db, correo, proximo, mensaje);
      log.warn(
        { correoId: correo.id, intentos: correo.intentos, err: mensaje },
        'correo no enviado, se reintentará',
      );
      return false;
    }
  }

  async function procesar(): Promise<{ enviados: number; fallidos: number }> {
    const correos = await repo.reclamarPendientes(db, clock(), LOTE, LEASE_MS);
    let enviados = 0;
    let fallidos = 0;
    for (const correo of correos) {
      if (await entregar(correo)) enviados++;
      else fallidos++;
    }
    return { enviados, fallidos };
  }

  /**
   * Tries one queued mail now, for a caller that must tell a person whether it left (the barber who
   * frees a booked hour). After `plazoMs` it answers false; the attempt goes on, and the outbox
   * keeps retrying a failure as usual.
   */
  async function enviarAhora(id: string, plazoMs: number): Promise<boolean> {
    const correo = await repo.reclamarCorreo(db, id, clock(), LEASE_MS);
    if (!correo) return false;
    const envio = entregar(correo).catch((error: unknown) => {
      log.error({ err: error, correoId: id }, 'error enviando un correo inmediato');
      return false;
    });
    inmediatos.add(envio);
    void envio.finally(() => inmediatos.delete(envio));
    let espera: NodeJS.Timeout | undefined;
    const plazo = new Promise<boolean>((resolve) => {
      espera = setTimeout(() => resolve(false), plazoMs);
    });
    try {
      return await Promise.race([envio, plazo]);
    } finally {
      clearTimeout(espera);
    }
  }

  const tarea = crearTareaPeriodica(procesar, log, 'error procesando la bandeja de salida');

  return {
    procesar,
    enviarAhora,
    iniciar: tarea.iniciar,
    async detener() {
      await tarea.detener();
      await Promise.all(inmediatos);
      mailer.close();
    },
  };
}

export type Outbox = ReturnType<typeof crearOutbox>;
