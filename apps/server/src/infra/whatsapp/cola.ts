import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { crearIntento } from '../../lib/reintentos.js';
import * as repo from './cola.repository.js';
import type { DefinicionDePlantilla, TipoDeMensaje } from './plantillas.js';
import { type ClienteWhatsapp, WhatsappRechazo } from './whatsapp.client.js';

export interface ColaWhatsappDeps {
  db: Db;
  whatsapp: ClienteWhatsapp;
  /** The language code the templates were approved in (Meta's list: es, es_AR, es_ES, es_MX…). */
  idioma: string;
  /** Each kind's template as approved (names from the configuration). */
  plantillas: Record<TipoDeMensaje, DefinicionDePlantilla>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const LOTE = 20;
// Longer than a send can take (WHATSAPP_TIMEOUT_MS is at most 60 s): a row is never sent twice by two
// workers unless one of them was stopped mid-call and its lease ran out.
const LEASE_MS = 2 * 60_000;

/**
 * Sends the queued WhatsApp messages. Consent is read at send time, so a «BAJA» stops what was already
 * waiting. Meta refusing a message for good (undeliverable, outside the 24-hour window, a template
 * mismatch) sends its fallback mail at once; anything else is retried with the mail outbox's backoff.
 */
export function crearColaWhatsapp(deps: ColaWhatsappDeps) {
  const { db, whatsapp, idioma, plantillas, clock, log } = deps;
  // 15 s, 30 s, 1 min … between attempts.
  const intentar = crearIntento(deps, repo.reclamos(clock), {
    leaseMs: LEASE_MS,
    primeraEsperaMs: 15_000,
    mensajes: {
      descartado: 'mensaje de WhatsApp descartado tras el último intento; se envió el correo de respaldo',
      reintento: 'WhatsApp no aceptó el mensaje; se reintentará',
    },
  });

  /** The kind's template, its buttons' payloads naming this message: the webhook finds it by them. */
  const enviarPlantilla = (f: repo.MensajeEnCola, tipo: TipoDeMensaje) =>
    whatsapp.enviarPlantilla(f.telefono, {
      nombre: plantillas[tipo].nombre,
      idioma,
      parametros: f.parametros,
      botones: plantillas[tipo].acciones.map((accion) => `${accion}:${f.id}`),
    });

  function entregar(f: repo.MensajeEnCola) {
    return intentar(f, { mensajeWhatsappId: f.id, tipo: f.tipo }, async () => {
      // An answer to the client's own message goes in the window it opened; the rest needs consent.
      if (f.tipo !== 'texto' && !(await repo.tieneConsentimiento(db, f.telefono)))
        return db.transaction(async (tx) => {
          const cerrado = await repo.cerrarMensaje(tx, f, { estado: 'sin_consentimiento' }, clock());
          if (cerrado) await repo.pasarACorreo(tx, f, clock());
          return cerrado;
        });
      let wamid: string;
      try {
        wamid =
          f.tipo === 'texto'
            ? await whatsapp.enviarTexto(f.telefono, f.texto ?? '')
            : await enviarPlantilla(f, f.tipo);
      } catch (error) {
        if (!(error instanceof WhatsappRechazo)) throw error;
        log.warn(
          { mensajeWhatsappId: f.id, codigo: error.codigo },
          'WhatsApp rechazó el mensaje; va por correo',
        );
        return db.transaction(async (tx) => {
          const cerrado = await repo.cerrarMensaje(
            tx,
            f,
            { estado: 'fallido', error: error.message },
            clock(),
          );
          if (cerrado) await repo.pasarACorreo(tx, f, clock());
          return cerrado;
        });
      }
      return repo.cerrarMensaje(db, f, { estado: 'enviado', wamid }, clock());
    });
  }

  async function procesar(): Promise<{ enviados: number; pendientes: number }> {
    const filas = await repo.reclamarPendientes(db, clock(), LOTE, LEASE_MS);
    let enviados = 0;
    for (const f of filas) if (await entregar(f)) enviados++;
    return { enviados, pendientes: filas.length - enviados };
  }

  return { procesar };
}
