import {
  idParams,
  mensajeSchema,
  productoCrearInput,
  productoEditarInput,
  productoSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductosAdminService } from './productos-admin.service.js';

/** A 5 MB picture is about 6.7 MB as base64 in a data URL; only these two routes take that much. */
const LIMITE_CON_IMAGEN = 8 * 1024 * 1024;

/** POST, PUT and DELETE /api/productos (admin). The shop's reads live in productos.routes.ts. */
export const productosAdminRoutes =
  (productos: ProductosAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['productos'];
    const admin = { acceso: 'admin' } as const;

    app.post(
      '/api/productos',
      {
        config: admin,
        bodyLimit: LIMITE_CON_IMAGEN,
        schema: { tags, body: productoCrearInput, response: { 201: productoSchema } },
      },
      async (req, reply) => reply.status(201).send(await productos.crear(req.body)),
    );
    app.put(
      '/api/productos/:id',
      {
        config: admin,
        bodyLimit: LIMITE_CON_IMAGEN,
        schema: { tags, params: idParams, body: productoEditarInput, response: { 200: productoSchema } },
      },
      (req) => productos.actualizar(req.params.id, req.body),
    );
    app.delete(
      '/api/productos/:id',
      { config: admin, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      (req) => productos.eliminar(req.params.id),
    );
  };
