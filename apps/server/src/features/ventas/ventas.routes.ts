import {
  idParams,
  resumenVentasSchema,
  ventaEfectivoInput,
  ventaSchema,
  ventasQuery,
  ventasRespuesta,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { type VentasService, ventaJson } from './ventas.service.js';

/** Sales: the admin's table and summary, cash sales, refunds, and one sale for whoever holds its random id. */
export const ventasRoutes = (service: VentasService) =>
  rutas(['ventas'], ({ admin, publico }) => {
    admin.get('/api/ventas', { querystring: ventasQuery, response: { 200: ventasRespuesta } }, (req) =>
      service.pagina(req.query.pagina, req.query.email),
    );
    admin.get('/api/ventas/resumen', { response: { 200: resumenVentasSchema } }, () => service.resumen());
    admin.create('/api/ventas', { body: ventaEfectivoInput, response: { 201: ventaSchema } }, (req) =>
      service.crearEfectivo(req.body),
    );
    admin.post('/api/ventas/:id/anular', { params: idParams, response: { 200: ventaSchema } }, async (req) =>
      ventaJson(await service.anular(req.params.id)),
    );
    // The id is a random UUID given only to the buyer (and listed to the admin): holding it is the permission.
    publico.get('/api/ventas/:id', { params: idParams, response: { 200: ventaSchema } }, (req) =>
      service.obtener(req.params.id),
    );
  });
