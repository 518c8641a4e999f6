import { z } from 'zod';
import { aceptarFormularios } from '../../lib/formularios.js';
import { escaparHtml, paginaSimple } from '../../lib/pagina-simple.js';
import { rutas } from '../../lib/rutas.js';
import type { RegresoService } from './regreso.service.js';

const bajaQuery = z.object({ token: z.string().max(2000).optional() });

const ENLACE_INVALIDO = paginaSimple(
  'Enlace no válido',
  '<p>Este enlace para darte de baja no es válido o ya venció. Si quieres dejar de recibir los avisos para volver, escríbenos y lo hacemos por ti.</p>',
);

/**
 * The opt-out of «Te toca volver» (issue 25). GET shows a button and changes nothing (mail scanners open
 * links); the button's POST withdraws the consent. Both answer a page of the server itself.
 */
export const regresoRoutes = (regreso: RegresoService) =>
  rutas(['regreso'], ({ publico }, app) => {
    aceptarFormularios(app);

    publico.get('/api/regreso/baja', { hide: true, querystring: bajaQuery }, async (req, reply) => {
      const email = req.query.token ? await regreso.emailDeBaja(req.query.token) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!email) return reply.code(400).send(ENLACE_INVALIDO);
      return paginaSimple(
        'Avisos para volver',
        `<p>¿Dejamos de enviarte a <strong>${escaparHtml(email)}</strong> los avisos de cuándo te toca volver? Tus horas agendadas y sus correos no cambian.</p>
<form method="post" action="/api/regreso/baja"><input type="hidden" name="token" value="${escaparHtml(req.query.token as string)}"><button type="submit">Darme de baja</button></form>`,
      );
    });

    publico.post('/api/regreso/baja', { hide: true, body: bajaQuery }, async (req, reply) => {
      const email = req.body.token ? await regreso.darDeBaja(req.body.token) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!email) return reply.code(400).send(ENLACE_INVALIDO);
      return paginaSimple(
        'Listo',
        `<p>No te enviaremos más avisos para volver a <strong>${escaparHtml(email)}</strong>. Si algún día los quieres de nuevo, marca la casilla al agendar.</p>`,
      );
    });
  });
