import { VENTAS_POR_PAGINA, type Venta, ventasQuery, ventasRespuesta } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { ventas } from '../../db/schema.js';
import { paginaDeVentas } from './ventas.repository.js';

const ventaJson = (v: typeof ventas.$inferSelect): Venta => ({
  _id: v.id,
  email: v.email,
  productos: v.productos,
  precioTotal: v.precioTotal,
  fecha: v.fecha.toISOString(),
  status: v.status,
  buy_order: v.buyOrder,
  authorization_code: v.authorizationCode,
});

/**
 * Sales for the admin's table. Writing them belongs to the payments issue (Webpay): there is no
 * POST /api/ventas yet (docs/api-back-office.md).
 */
export const ventasRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ventas',
      {
        config: { acceso: 'admin' },
        schema: { tags: ['ventas'], querystring: ventasQuery, response: { 200: ventasRespuesta } },
      },
      async (req) => {
        const pagina = req.query.pagina;
        const { filas, total } = await paginaDeVentas(db, {
          email: req.query.email || undefined,
          limite: VENTAS_POR_PAGINA,
          desde: (pagina - 1) * VENTAS_POR_PAGINA,
        });
        return {
          ventas: filas.map(ventaJson),
          total,
          pagina,
          paginas: Math.max(1, Math.ceil(total / VENTAS_POR_PAGINA)),
        };
      },
    );
  };
