import { idParams, idsInput, precioProductoSchema, productoSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { noEncontrado } from '../../plugins/app-error.js';
import { productoJson } from './productos.mapper.js';
import * as repo from './productos.repository.js';

/**
 * The shop's reads (spec 001 §3, issue 3): anyone may call them. The admin's writes live in
 * productos-admin.routes.ts.
 */
export const productosRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['productos'];
    const publico = { acceso: 'publico' } as const;
    const listar = async (ids?: string[]) =>
      (await repo.listarProductos(db, ids)).map((f) => productoJson(f.producto, f.imagen));

    app.get(
      '/api/productos',
      { config: publico, schema: { tags, response: { 200: z.array(productoSchema) } } },
      () => listar(),
    );

    app.get(
      '/api/productos/:id',
      { config: publico, schema: { tags, params: idParams, response: { 200: productoSchema } } },
      async (req) => {
        const fila = await repo.buscarProducto(db, req.params.id);
        if (!fila) throw noEncontrado('PRODUCTO_NO_ENCONTRADO');
        return productoJson(fila.producto, fila.imagen);
      },
    );

    // Both take a list of ids and answer with the products that still exist; a missing id is simply absent.
    app.post(
      '/api/productos/precios',
      {
        config: publico,
        schema: { tags, body: idsInput, response: { 200: z.array(precioProductoSchema) } },
      },
      async (req) =>
        (await listar(req.body.ids)).map(({ _id, precioBase, precioFinal, descuento }) => ({
          _id,
          precioBase,
          precioFinal,
          descuento,
        })),
    );

    /** The cart's products as they are now: the page reconciles its lines' prices and stock with them. */
    app.post(
      '/api/productos/cart-products',
      { config: publico, schema: { tags, body: idsInput, response: { 200: z.array(productoSchema) } } },
      (req) => listar(req.body.ids),
    );
  };
