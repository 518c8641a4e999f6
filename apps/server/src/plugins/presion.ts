import { MENSAJES } from '@barberia/shared';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escaparHtml, paginaSimple } from '../lib/pagina-simple.js';

/** Seconds a shed client is told to wait (Retry-After). */
export const REINTENTAR_EN_S = 5;

/** A person opening a page (not the app asking the API): they get a page, not JSON. */
const esUnaPagina = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  String(request.headers.accept ?? '').includes('text/html');

/**
 * A file of the built site (`/assets/…`, fingerprinted, read from disk with no database): the scripts and
 * styles of a page the visitor already has. Refusing them under load would leave that page drawn but dead,
 * and it costs the server next to nothing to send them.
 */
const esUnArchivoDelSitio = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.url.startsWith('/assets/');

/** The page a shed visitor sees: the same words, and the browser tries again by itself. */
const PAGINA_SOBRECARGADO = paginaSimple(
  'Un momento, por favor',
  `<p>${escaparHtml(MENSAJES.SERVIDOR_SOBRECARGADO)}</p><p>Esta página se vuelve a cargar sola en ${REINTENTAR_EN_S} segundos.</p>`,
  REINTENTAR_EN_S,
);

/**
 * The second line of defence of issue 20: when the event loop falls behind (a runaway computation, a flood),
 * new requests get a Spanish 503 at once instead of queueing behind it, and /api/health reports it
 * (`sobrecargado`) instead of going silent. The first line is that no rule can loop without end.
 */
export async function registerPresion(app: FastifyInstance, retrasoMaximoMs: number) {
  if (retrasoMaximoMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: retrasoMaximoMs,
    retryAfter: REINTENTAR_EN_S,
    pressureHandler: (request, reply, tipo, valor) => {
      // The health check answers for itself, with the reason; the site's files are always sent.
      if (request.url === '/api/health' || esUnArchivoDelSitio(request)) return;
      request.log.warn({ tipo, valor }, 'servidor sobrecargado: solicitud rechazada con 503');
      reply.status(503).header('retry-after', String(REINTENTAR_EN_S));
      if (esUnaPagina(request))
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGINA_SOBRECARGADO);
      else reply.send({ msg: MENSAJES.SERVIDOR_SOBRECARGADO, code: 'SERVIDOR_SOBRECARGADO' });
    },
  });
}
