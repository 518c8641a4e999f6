import {
  accesoInput,
  accesoSchema,
  emailParams,
  idParams,
  invitacionCreada,
  mensajeSchema,
  validarAccesoRespuesta,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccesosService } from './accesos.service.js';

/** Every route is admin only, validar included (docs/decisions/005). */
export const accesosRoutes =
  (accesos: AccesosService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['accesos'];
    const admin = { acceso: 'admin' } as const;

    app.get(
      '/api/accesos',
      { config: admin, schema: { tags, response: { 200: z.array(accesoSchema) } } },
      () => accesos.listar(),
    );
    app.get(
      '/api/accesos/validar/:email',
      { config: admin, schema: { tags, params: emailParams, response: { 200: validarAccesoRespuesta } } },
      (req) => accesos.validar(req.params.email),
    );
    app.post(
      '/api/accesos',
      { config: admin, schema: { tags, body: accesoInput, response: { 201: invitacionCreada } } },
      async (req, reply) => reply.status(201).send(await accesos.crear(req.body)),
    );
    app.post(
      '/api/accesos/:id/reenviar',
      { config: admin, schema: { tags, params: idParams, response: { 200: invitacionCreada } } },
      (req) => accesos.reenviar(req.params.id),
    );
    app.delete(
      '/api/accesos/:id',
      { config: admin, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      (req) => accesos.eliminar(req.params.id),
    );
  };
