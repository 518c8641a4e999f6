import { ventasQuery, ventasRespuesta } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VentasService } from './ventas.service.js';

/**
 * Sales for the admin's table. Writing them belongs to the payments issue (Webpay): there is no
 * POST /api/ventas yet (docs/api-back-office.md).
 */
export const ventasRoutes =
  (ventas: VentasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ventas',
      {
        config: { acceso: 'admin' },
        schema: { tags: ['ventas'], querystring: ventasQuery, response: { 200: ventasRespuesta } },
      },
      (req) => ventas.pagina(req.query.pagina, req.query.email),
    );
  };
