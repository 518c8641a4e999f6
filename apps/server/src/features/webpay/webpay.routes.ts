import {
  crearTransaccionInput,
  crearTransaccionRespuesta,
  idParams,
  transaccionSchema,
  ventaSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ventaJson } from '../ventas/ventas.service.js';
import type { WebpayService } from './webpay.service.js';

/** Checkout with Webpay Plus (spec 001 §7), its return URL and the admin's refund. */
export const webpayRoutes =
  (service: WebpayService, limitePorMinuto: number): FastifyPluginAsyncZod =>
  async (app) => {
    // Webpay's form may come back by POST (older API versions, some browsers) as well as by GET.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.post(
      '/api/webpay/crear-transaccion',
      {
        config: { acceso: 'publico', rateLimit: { max: limitePorMinuto, timeWindow: '1 minute' } },
        schema: {
          tags: ['webpay'],
          body: crearTransaccionInput,
          response: { 200: crearTransaccionRespuesta },
        },
      },
      (req) => service.crearTransaccion(req.body),
    );

    const retorno = { config: { acceso: 'publico' as const }, schema: { tags: ['webpay'], hide: true } };
    const alResultado = async (parametros: unknown, reply: import('fastify').FastifyReply) => {
      const id = await service.procesarRetorno((parametros ?? {}) as Record<string, unknown>);
      return reply.redirect(`/tienda/compra/${id}`, 303);
    };
    app.get('/api/webpay/retorno', retorno, (req, reply) => alResultado(req.query, reply));
    app.post('/api/webpay/retorno', retorno, (req, reply) =>
      alResultado({ ...(req.query as object), ...(req.body as object) }, reply),
    );

    app.get(
      '/api/webpay/obtener-transaccion/:id',
      {
        config: { acceso: 'publico' },
        schema: { tags: ['webpay'], params: idParams, response: { 200: transaccionSchema } },
      },
      (req) => service.obtenerTransaccion(req.params.id),
    );

    app.post(
      '/api/ventas/:id/anular',
      {
        config: { acceso: 'admin' },
        schema: { tags: ['ventas'], params: idParams, response: { 200: ventaSchema } },
      },
      async (req) => ventaJson(await service.anular(req.params.id)),
    );
  };
