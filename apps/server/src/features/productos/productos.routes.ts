import { idParams, idsInput, precioProductoSchema, productoSchema } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { ProductosService } from './productos.service.js';

/**
 * The shop's reads (spec 001 §3, issue 3): anyone may call them. The admin's writes live in
 * productos-admin.routes.ts.
 */
export const productosRoutes = (productos: ProductosService) =>
  rutas(['productos'], ({ publico }) => {
    publico.get('/api/productos', { response: { 200: z.array(productoSchema) } }, () => productos.listar());
    publico.get('/api/productos/:id', { params: idParams, response: { 200: productoSchema } }, (req) =>
      productos.buscar(req.params.id),
    );

    // Both take a list of ids and answer with the products that still exist; a missing id is simply absent.
    publico.post(
      '/api/productos/precios',
      { body: idsInput, response: { 200: z.array(precioProductoSchema) } },
      (req) => productos.precios(req.body.ids),
    );
    /** The cart's products as they are now: the page reconciles its lines' prices and stock with them. */
    publico.post(
      '/api/productos/cart-products',
      { body: idsInput, response: { 200: z.array(productoSchema) } },
      (req) => productos.listar(req.body.ids),
    );
  });
