import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { crearIntento } from '../../lib/reintentos.js';
import * as repo from './bandeja.repository.js';
import type { Mailer } from './mailer.js';

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const LOTE = 20;
const LEASE_MS = 5 * 60_000;

export { MAXIMO_INTENTOS } from '../../lib/reintentos.js';

export function crearOutbox(deps: OutboxDeps) {
  const { db, mailer, clock, log } = deps;
  const inmediatos = new Set<Promise<boolean>>();

  // 30 s, 1 min, 2 min … between attempts.
  const intentar = crearIntento(deps, repo.reclamos, {
    leaseMs: LEASE_MS,
    primeraEsperaMs: 30_000,
    mensajes: { descartado: 'correo descartado', reintento: 'correo no enviado, se reintentará' },
  });

  /** One attempt at one claimed mail: sent and marked, or marked for a later retry. */
  function entregar(correo: Awaited<ReturnType<typeof repo.reclamarPendientes>>[number]) {
    return intentar(correo, { correoId: correo.id }, async () => {
      await mailer.enviar(correo);
      await repo.marcarEnviado(db, correo, clock());
      return true;
    });
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

  return {
    procesar,
    enviarAhora,
    /** After its periodic task stopped: waits for the mails being sent right now, then lets go of SMTP. */
    async cerrar() {
      await Promise.all(inmediatos);
      mailer.close();
    },
  };
}

export type Outbox = ReturnType<typeof crearOutbox>;
