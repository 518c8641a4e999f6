import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import { buscarUsuarioPorId } from '../../infra/usuarios.repository.js';
import { exigirDuenoOAdmin } from '../../plugins/auth.js';
import * as repo from './feed-calendario.repository.js';
import { feedIcs } from './feed-ics.js';
import { derivarSecreto, hashDeSecreto, nuevaSemilla, secretoCoincide } from './secreto-feed.js';

export interface FeedCalendarioDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> {
  /** The server's key (JWT_SECRET): the feed secrets are derived from it. */
  secret: Uint8Array;
}

/** The issue asks for the bookings from 30 days back onward. */
const DIAS_ATRAS = 30;
const DIA_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 32 bytes in base64url: anything else cannot be a secret, and is refused before any query. */
const SECRETO = /^[A-Za-z0-9_-]{43}$/;

export function crearFeedCalendarioService({
  db,
  clock,
  zona,
  publicUrl,
  tienda,
  secret,
}: FeedCalendarioDeps) {
  function direcciones(barberoId: string, semilla: string) {
    const url = `${publicUrl}/api/calendario/${barberoId}/${derivarSecreto(secret, barberoId, semilla)}.ics`;
    return { url, webcal: url.replace(/^https?:\/\//, 'webcal://') };
  }

  async function barberoVisible(usuario: UsuarioSesion, barberoId: string) {
    exigirDuenoOAdmin(usuario, barberoId);
    if (!(await buscarUsuarioPorId(db, barberoId))) throw new AppError('USUARIO_NO_ENCONTRADO');
  }

  async function guardar(barberoId: string, crear: boolean) {
    const semilla = nuevaSemilla();
    const fila = {
      barberoId,
      semilla,
      secretoHash: hashDeSecreto(derivarSecreto(secret, barberoId, semilla)),
      rotadoEn: clock(),
    };
    await (crear ? repo.crearFeedSiFalta(db, fila) : repo.guardarFeed(db, fila));
  }

  return {
    /** The barber's feed address, made on first use. */
    async enlace(usuario: UsuarioSesion, barberoId: string) {
      await barberoVisible(usuario, barberoId);
      let feed = await repo.buscarFeed(db, barberoId);
      if (!feed) {
        await guardar(barberoId, true);
        feed = await repo.buscarFeed(db, barberoId);
      }
      return direcciones(barberoId, feed!.semilla);
    },

    /** A new secret: every calendar subscribed with the old address gets 404 from now on. */
    async rotar(usuario: UsuarioSesion, barberoId: string) {
      await barberoVisible(usuario, barberoId);
      await guardar(barberoId, false);
      const feed = await repo.buscarFeed(db, barberoId);
      return direcciones(barberoId, feed!.semilla);
    },

    /** The calendar, for whoever holds the address; a wrong or old secret is a plain 404. */
    async ics(barberoId: string, secreto: string) {
      if (!UUID.test(barberoId) || !SECRETO.test(secreto)) throw new AppError('FEED_NO_ENCONTRADO');
      const feed = await repo.buscarFeed(db, barberoId);
      if (!feed || !secretoCoincide(secreto, feed.secretoHash)) throw new AppError('FEED_NO_ENCONTRADO');
      const barbero = await buscarUsuarioPorId(db, barberoId);
      if (!barbero) throw new AppError('FEED_NO_ENCONTRADO');
      const ahora = clock();
      const horas = await repo.horasDelFeed(db, barberoId, new Date(ahora.getTime() - DIAS_ATRAS * DIA_MS));
      return feedIcs(barbero.nombre, horas, ahora, zona, await tienda());
    },
  };
}

export type FeedCalendarioService = ReturnType<typeof crearFeedCalendarioService>;
