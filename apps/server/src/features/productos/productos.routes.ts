import { idParams, idsInput, precioProductoSchema, productoSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductosService } from './productos.service.js';

/**
 * The shop's reads (spec 001 §3, issue 3): anyone may call them. The admin's writes live in
 * productos-admin.routes.ts.
 */
export const productosRoutes =
  (productos: ProductosService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['productos'];
    const publico = { acceso: 'publico' } as const;

    app.get(
      '/api/productos',
      { config: publico, schema: { tags, response: { 200: z.array(productoSchema) } } },
      () => productos.listar(),
    );

    app.get(
      '/api/productos/:id',
      { config: publico, schema: { tags, params: idParams, response: { 200: productoSchema } } },
      (req) => productos.buscar(req.params.id),
    );

    // Both take a list of ids and answer with the products that still exist; a missing id is simply absent.
    app.post(
      '/api/productos/precios',
      {
        config: publico,
        schema: { tags, body: idsInput, response: { 200: z.array(precioProductoSchema) } },
      },
      (req) => productos.precios(req.body.ids),
    );

    /** The cart's products as they are now: the page reconciles its lines' prices and stock with them. */
    app.post(
      '/api/productos/cart-products',
      { config: publico, schema: { tags, body: idsInput, response: { 200: z.array(productoSchema) } } },
      (req) => productos.listar(req.body.ids),
    );
  };
