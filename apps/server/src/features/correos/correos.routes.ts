import { correoInput, mensajeSchema } from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import type { CorreosService } from './correos.service.js';

/**
 * Only signed-in staff may send mail through the shop: an open endpoint would let anyone send
 * arbitrary mail from the shop's address (docs/decisions/002-permisos-y-privacidad.md).
 */
export const correosRoutes = (correos: CorreosService) =>
  rutas(['correos'], ({ usuario }) => {
    usuario.post(
      '/api/correos',
      { body: correoInput, response: { 202: mensajeSchema } },
      async (req, reply) => {
        const { email, asunto, mensaje } = req.body;
        return reply.status(202).send(await correos.encolar({ para: email, asunto, texto: mensaje }));
      },
    );
  });
