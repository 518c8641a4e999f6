import {
  crearTransaccionInput,
  crearTransaccionRespuesta,
  idParams,
  transaccionSchema,
} from '@barberia/shared';
import { aceptarFormularios } from '../../lib/formularios.js';
import { rutas } from '../../lib/rutas.js';
import type { PagoService } from './pago.service.js';

/** Paying with Webpay Plus (spec 001 §7): the checkout, its return URL and the payment's details. */
export const pagoRoutes = (service: PagoService, limitePorMinuto: number) =>
  rutas(['webpay'], ({ publico, con }, app) => {
    // Webpay's form may come back by POST (older API versions, some browsers) as well as by GET.
    aceptarFormularios(app);

    const limitado = con({
      acceso: 'publico',
      rateLimit: { max: limitePorMinuto, timeWindow: '1 minute' },
    });

    limitado.post(
      '/api/webpay/crear-transaccion',
      { body: crearTransaccionInput, response: { 200: crearTransaccionRespuesta } },
      (req) => service.crearTransaccion(req.body, req.ip),
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
  });
