import {
  idParams,
  mensajeSchema,
  tipoConServiciosSchema,
  tipoServicioInput,
  tipoServicioSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TipoServicioService } from './tipo-servicio.service.js';

export const tipoServicioRoutes =
  (tipos: TipoServicioService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tipo-servicio'];
    app.get(
      '/api/tipo-servicio',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: z.array(tipoServicioSchema) } } },
      () => tipos.listar(),
    );

    app.get(
      '/api/tipo-servicio/servicios',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: z.array(tipoConServiciosSchema) } } },
      () => tipos.conServicios(),
    );

    app.post(
      '/api/tipo-servicio',
      {
        config: { acceso: 'admin' },
        schema: { tags, body: tipoServicioInput, response: { 201: tipoServicioSchema } },
      },
      async (req, reply) => reply.status(201).send(await tipos.crear(req.body.nombre)),
    );

    app.put(
      '/api/tipo-servicio/:id',
      {
        config: { acceso: 'admin' },
        schema: { tags, params: idParams, body: tipoServicioInput, response: { 200: tipoServicioSchema } },
      },
      (req) => tipos.actualizar(req.params.id, req.body.nombre),
    );

    app.delete(
      '/api/tipo-servicio/:id',
      { config: { acceso: 'admin' }, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      (req) => tipos.eliminar(req.params.id),
    );
  };
