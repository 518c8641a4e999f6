import { correoInput, mensajeSchema } from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import { limitePorIpYCuenta } from '../../plugins/limites.js';
import type { CorreosService } from './correos.service.js';

/** `user@example.com` → `u***@example.com`: the log says who was written to without keeping the address. */
const enmascarar = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * Only signed-in staff may send mail through the shop, each within limits, and every mail is logged with
 * who sent it, to whom (masked) and its subject, never its body (docs/decisions/002-permisos-y-privacidad.md).
 */
export const correosRoutes = (correos: CorreosService, limites: { porIp: number; porCuenta: number }) =>
  rutas(['correos'], ({ usuario }, app) => {
    const limite = limitePorIpYCuenta(app, {
      nombre: 'correos',
      ...limites,
      cuenta: (req) => req.usuario?.id ?? '',
    });
    usuario.post(
      '/api/correos',
      { body: correoInput, response: { 202: mensajeSchema } },
      async (req, reply) => {
        const { email, asunto, mensaje } = req.body;
        const quien = usuarioDe(req);
        const respuesta = await correos.encolar(quien, { para: email, asunto, texto: mensaje });
        req.log.info(
          { usuarioId: quien.id, rol: quien.rol, para: enmascarar(email), asunto },
          'correo encolado por un usuario',
        );
        return reply.status(202).send(respuesta);
      },
      limite,
    );
  });
