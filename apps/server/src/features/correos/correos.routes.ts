import { correoInput, mensajeSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { encolarCorreo } from './correos.repository.js';

/**
 * Only signed-in staff may send mail through the shop: an open endpoint would let anyone send
 * arbitrary mail from the shop's address (docs/decisions/002-permisos-y-privacidad.md).
 */
export const correosRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/correos',
      {
        config: { acceso: 'usuario' },
        schema: { tags: ['correos'], body: correoInput, response: { 202: mensajeSchema } },
      },
      async (req, reply) => {
        await encolarCorreo(db, { para: req.body.email, asunto: req.body.asunto, texto: req.body.mensaje });
        return reply.status(202).send({ msg: 'Correo en cola de envío.' });
      },
    );
  };
