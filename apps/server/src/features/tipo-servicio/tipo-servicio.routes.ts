import {
  idParams,
  mensajeSchema,
  tipoConServiciosSchema,
  tipoServicioInput,
  tipoServicioSchema,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { TipoServicioService } from './tipo-servicio.service.js';

export const tipoServicioRoutes = (tipos: TipoServicioService) =>
  rutas(['tipo-servicio'], ({ publico, admin }) => {
    publico.get('/api/tipo-servicio', { response: { 200: z.array(tipoServicioSchema) } }, () =>
      tipos.listar(),
    );
    publico.get('/api/tipo-servicio/servicios', { response: { 200: z.array(tipoConServiciosSchema) } }, () =>
      tipos.conServicios(),
    );
    admin.create(
      '/api/tipo-servicio',
      { body: tipoServicioInput, response: { 201: tipoServicioSchema } },
      (req) => tipos.crear(req.body.nombre),
    );
    admin.put(
      '/api/tipo-servicio/:id',
      { params: idParams, body: tipoServicioInput, response: { 200: tipoServicioSchema } },
      (req) => tipos.actualizar(req.params.id, req.body.nombre),
    );
    admin.delete('/api/tipo-servicio/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      tipos.eliminar(req.params.id),
    );
  });
