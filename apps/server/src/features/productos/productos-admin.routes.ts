import {
  idParams,
  mensajeSchema,
  productoCrearInput,
  productoEditarInput,
  productoSchema,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import type { ProductosAdminService } from './productos-admin.service.js';

/** A 5 MB picture is about 6.7 MB as base64 in a data URL; only these two routes take that much. */
const LIMITE_CON_IMAGEN = 8 * 1024 * 1024;

/** POST, PUT and DELETE /api/productos (admin). The shop's reads live in productos.routes.ts. */
export const productosAdminRoutes = (productos: ProductosAdminService) =>
  rutas(['productos'], ({ admin }) => {
    const conImagen = { bodyLimit: LIMITE_CON_IMAGEN };

    admin.create(
      '/api/productos',
      { body: productoCrearInput, response: { 201: productoSchema } },
      (req) => productos.crear(req.body),
      conImagen,
    );
    admin.put(
      '/api/productos/:id',
      { params: idParams, body: productoEditarInput, response: { 200: productoSchema } },
      (req) => productos.actualizar(req.params.id, req.body),
      conImagen,
    );
    admin.delete('/api/productos/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      productos.eliminar(req.params.id),
    );
  });
