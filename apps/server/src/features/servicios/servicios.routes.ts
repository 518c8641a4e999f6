import {
  barberoConServiciosSchema,
  idParams,
  mensajeSchema,
  servicioInput,
  servicioSchema,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { ServiciosService } from './servicios.service.js';

export const serviciosRoutes = (servicios: ServiciosService) =>
  rutas(['servicios'], ({ publico, admin }) => {
    publico.get('/api/servicios', { response: { 200: z.array(servicioSchema) } }, () => servicios.listar());
    publico.get(
      '/api/servicios/obtener-servicios',
      { response: { 200: z.array(barberoConServiciosSchema) } },
      () => servicios.barberosConServicios(),
    );
    admin.create('/api/servicios', { body: servicioInput, response: { 201: servicioSchema } }, (req) =>
      servicios.crear(req.body),
    );
    admin.put(
      '/api/servicios/:id',
      { params: idParams, body: servicioInput, response: { 200: servicioSchema } },
      (req) => servicios.actualizar(req.params.id, req.body),
    );
    admin.delete('/api/servicios/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      servicios.eliminar(req.params.id),
    );
  });
