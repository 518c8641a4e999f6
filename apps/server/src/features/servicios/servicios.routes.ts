import {
  barberoConServiciosSchema,
  idParams,
  mensajeSchema,
  servicioInput,
  servicioSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiciosService } from './servicios.service.js';

export const serviciosRoutes =
  (servicios: ServiciosService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['servicios'];

    app.get(
      '/api/servicios',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: z.array(servicioSchema) } } },
      () => servicios.listar(),
    );

    app.get(
      '/api/servicios/obtener-servicios',
      {
        config: { acceso: 'publico' },
        schema: { tags, response: { 200: z.array(barberoConServiciosSchema) } },
      },
      () => servicios.barberosConServicios(),
    );

    app.post(
      '/api/servicios',
      {
        config: { acceso: 'admin' },
        schema: { tags, body: servicioInput, response: { 201: servicioSchema } },
      },
      async (req, reply) => reply.status(201).send(await servicios.crear(req.body)),
    );

    app.put(
      '/api/servicios/:id',
      {
        config: { acceso: 'admin' },
        schema: { tags, params: idParams, body: servicioInput, response: { 200: servicioSchema } },
      },
      (req) => servicios.actualizar(req.params.id, req.body),
    );

    app.delete(
      '/api/servicios/:id',
      { config: { acceso: 'admin' }, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      (req) => servicios.eliminar(req.params.id),
    );
  };
