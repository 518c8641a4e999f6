import {
  idParams,
  resumenVentasSchema,
  ventaEfectivoInput,
  ventaSchema,
  ventasQuery,
  ventasRespuesta,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VentasService } from './ventas.service.js';

/** Sales: the admin's table and summary, cash sales, and one sale for whoever holds its random id. */
export const ventasRoutes =
  (service: VentasService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ventas',
      {
        config: { acceso: 'admin' },
        schema: { tags: ['ventas'], querystring: ventasQuery, response: { 200: ventasRespuesta } },
      },
      (req) => service.pagina(req.query.pagina, req.query.email),
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
