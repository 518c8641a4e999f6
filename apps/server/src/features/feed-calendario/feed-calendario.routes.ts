import { feedCalendarioSchema, idParams } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { FeedCalendarioService } from './feed-calendario.service.js';

/**
 * The feed is public to whoever holds its address (the secret in the path is the permission); reading
 * and rotating the address is for the barber and the admin.
 */
export const feedCalendarioRoutes = (feed: FeedCalendarioService) =>
  rutas(['calendario'], ({ publico, usuario }) => {
    publico.get(
      '/api/calendario/:barberoId/:archivo',
      { params: z.object({ barberoId: z.string(), archivo: z.string() }) },
      async (req, reply) => {
        const { barberoId, archivo } = req.params;
        const ics = await feed.ics(barberoId, archivo.endsWith('.ics') ? archivo.slice(0, -4) : '');
        // It names clients: no shared cache may keep it, and the calendar app asks again each time.
        return reply
          .header('cache-control', 'private, no-cache')
          .header('content-disposition', 'inline; filename="agenda.ics"')
          .type('text/calendar; charset=utf-8')
          .send(ics);
      },
    );
    usuario.get(
      '/api/users/:id/feed-calendario',
      { params: idParams, response: { 200: feedCalendarioSchema } },
      (req) => feed.enlace(usuarioDe(req), req.params.id),
    );
    usuario.post(
      '/api/users/:id/feed-calendario/rotar',
      { params: idParams, response: { 200: feedCalendarioSchema } },
      (req) => feed.rotar(usuarioDe(req), req.params.id),
    );
  });
