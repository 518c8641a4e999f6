import {
  idParams,
  resumenVentasSchema,
  VENTAS_POR_PAGINA,
  ventaEfectivoInput,
  ventaSchema,
  ventasQuery,
  ventasRespuesta,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { paginaDeVentas } from './ventas.repository.js';
import { type VentasService, ventaJson } from './ventas.service.js';

/** Sales: the admin's table and summary, cash sales, and one sale for whoever holds its random id. */
export const ventasRoutes =
  (db: Db, service: VentasService): FastifyPluginAsyncZod =>
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

    app.get(
      '/api/ventas/resumen',
      { config: { acceso: 'admin' }, schema: { tags: ['ventas'], response: { 200: resumenVentasSchema } } },
      () => service.resumen(),
    );

    app.post(
      '/api/ventas',
      {
        config: { acceso: 'admin' },
        schema: { tags: ['ventas'], body: ventaEfectivoInput, response: { 201: ventaSchema } },
      },
      async (req, reply) => reply.status(201).send(await service.crearEfectivo(req.body)),
    );

    // The id is a random UUID given only to the buyer (and listed to the admin): holding it is the permission.
    app.get(
      '/api/ventas/:id',
      {
        config: { acceso: 'publico' },
        schema: { tags: ['ventas'], params: idParams, response: { 200: ventaSchema } },
      },
      (req) => service.obtener(req.params.id),
    );
  };
