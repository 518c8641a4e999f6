import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/rate-limit';
import { AppError } from '../errors.js';

export interface LimiteDeCuenta {
  /** Names the counters, so two actions never share one. */
  nombre: string;
  /** Requests a minute from one address. */
  porIp: number;
  /** Requests in 15 minutes for one account, from any address. */
  porCuenta: number;
  /** The account a request is about: its e-mail or user id, read after validation. */
  cuenta: (request: FastifyRequest) => string;
}

const MINUTO = 60_000;
const QUINCE_MINUTOS = 15 * MINUTO;

/**
 * Two counters for one action: per client address (counted before the body is read, so every attempt
 * counts) and per account (after validation, so a guesser spread over many addresses is slowed too).
 * @fastify/rate-limit runs a single limiter per route, hence its createRateLimit and our own hooks.
 */
export function limitePorIpYCuenta(app: FastifyInstance, limite: LimiteDeCuenta) {
  const porIp = app.createRateLimit({
    max: limite.porIp,
    timeWindow: MINUTO,
    keyGenerator: (req) => `${limite.nombre}|ip|${req.ip}`,
  });
  const porCuenta = app.createRateLimit({
    max: limite.porCuenta,
    timeWindow: QUINCE_MINUTOS,
    keyGenerator: (req) => `${limite.nombre}|cuenta|${limite.cuenta(req).trim().toLowerCase()}`,
  });

  async function exigir(limitador: typeof porIp, request: FastifyRequest, reply: FastifyReply) {
    const resultado = await limitador(request);
    if (!resultado.isAllowed && resultado.isExceeded) {
      reply.header('retry-after', resultado.ttlInSeconds);
      throw new AppError('DEMASIADAS_SOLICITUDES');
    }
  }

  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => exigir(porIp, request, reply),
    preHandler: (request: FastifyRequest, reply: FastifyReply) => exigir(porCuenta, request, reply),
  };
}
