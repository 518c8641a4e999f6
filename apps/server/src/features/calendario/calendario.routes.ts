import {
  eliminarEventoInput,
  eventoInput,
  eventoParams,
  eventoSchema,
  idParams,
  mensajeSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { CalendarioService } from './calendario.service.js';

/** Spec paths kept as they are (google-calendar) so an external calendar can take over later. */
export const calendarioRoutes =
  (calendario: CalendarioService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['google-calendar'];
    app.get(
      '/api/google-calendar/:id',
      {
        config: { acceso: 'publico' },
        schema: { tags, params: idParams, response: { 200: z.array(eventoSchema) } },
      },
      (req) => calendario.listar(req.params.id, req.usuario),
    );
    app.post(
      '/api/google-calendar/:id',
      {
        config: { acceso: 'usuario' },
        schema: { tags, params: idParams, body: eventoInput, response: { 201: eventoSchema } },
      },
      async (req, reply) =>
        reply.status(201).send(await calendario.crear(usuarioDe(req), req.params.id, req.body)),
    );
    app.delete(
      '/api/google-calendar/:id/:eventId',
      {
        config: { acceso: 'usuario' },
        schema: { tags, params: eventoParams, response: { 200: mensajeSchema } },
      },
      (req) => calendario.eliminar(usuarioDe(req), req.params.id, req.params.eventId),
    );
    app.delete(
      '/api/google-calendar/:id',
      {
        config: { acceso: 'usuario' },
        schema: { tags, params: idParams, body: eliminarEventoInput, response: { 200: mensajeSchema } },
      },
      (req) => calendario.eliminarPorInicio(usuarioDe(req), req.params.id, req.body),
    );
  };
