import {
  crearTransaccionInput,
  crearTransaccionRespuesta,
  idParams,
  transaccionSchema,
  ventaSchema,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { ventaJson } from '../ventas/ventas.service.js';
import type { WebpayService } from './webpay.service.js';

/** Checkout with Webpay Plus (spec 001 §7), its return URL and the admin's refund. */
export const webpayRoutes = (service: WebpayService, limitePorMinuto: number) =>
  rutas(['webpay'], ({ publico, con }, app) => {
    // Webpay's form may come back by POST (older API versions, some browsers) as well as by GET.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const limitado = con({
      acceso: 'publico',
      rateLimit: { max: limitePorMinuto, timeWindow: '1 minute' },
    });

    limitado.post(
      '/api/webpay/crear-transaccion',
      { body: crearTransaccionInput, response: { 200: crearTransaccionRespuesta } },
      (req) => service.crearTransaccion(req.body),
    );

    const alResultado = async (parametros: unknown, reply: import('fastify').FastifyReply) => {
      const id = await service.procesarRetorno((parametros ?? {}) as Record<string, unknown>);
      return reply.redirect(`/tienda/compra/${id}`, 303);
    };
    publico.get('/api/webpay/retorno', { hide: true }, (req, reply) => alResultado(req.query, reply));
    publico.post('/api/webpay/retorno', { hide: true }, (req, reply) =>
      alResultado({ ...(req.query as object), ...(req.body as object) }, reply),
    );

    publico.get(
      '/api/webpay/obtener-transaccion/:id',
      { params: idParams, response: { 200: transaccionSchema } },
      (req) => service.obtenerTransaccion(req.params.id),
    );

    con({ tags: ['ventas'], acceso: 'admin' }).post(
      '/api/ventas/:id/anular',
      { params: idParams, response: { 200: ventaSchema } },
      async (req) => ventaJson(await service.anular(req.params.id)),
    );
  });
