import { avisoInput, avisoSchema, idParams, mensajeSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AvisosService } from './avisos.service.js';

export const avisosRoutes =
  (avisos: AvisosService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['avisos'];
    const lista = z.array(avisoSchema);

    app.get(
      '/api/avisos',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: lista } } },
      () => avisos.listar(),
    );
    app.get(
      '/api/avisos/active',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: avisoSchema.nullable() } } },
      () => avisos.activo(),
    );
    app.post(
      '/api/avisos',
      { config: { acceso: 'admin' }, schema: { tags, body: avisoInput, response: { 201: avisoSchema } } },
      async (req, reply) => reply.status(201).send(await avisos.crear(req.body)),
    );
    app.put(
      '/api/avisos/:id',
      {
        config: { acceso: 'admin' },
        schema: { tags, params: idParams, body: avisoInput, response: { 200: avisoSchema } },
      },
      (req) => avisos.actualizar(req.params.id, req.body),
    );
    app.put(
      '/api/avisos/:id/status',
      { config: { acceso: 'admin' }, schema: { tags, params: idParams, response: { 200: lista } } },
      (req) => avisos.cambiarEstado(req.params.id),
    );
    app.delete(
      '/api/avisos/:id',
      { config: { acceso: 'admin' }, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      (req) => avisos.eliminar(req.params.id),
    );
  };
