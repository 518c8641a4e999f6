import { calendarioGoogleInput, calendarioGoogleSchema, idParams } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { CalendarioGoogleService } from './calendario-google.service.js';

/** The barber's Google calendar (owner or admin, like the rest of /api/users/{id}). */
export const calendarioGoogleRoutes =
  (servicio: CalendarioGoogleService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['google-calendar'];
    const config = { acceso: 'usuario' } as const;
    const schema = { tags, params: idParams, response: { 200: calendarioGoogleSchema } };
    app.get('/api/users/:id/google-calendar', { config, schema }, (req) =>
      servicio.leer(usuarioDe(req), req.params.id),
    );
    app.put(
      '/api/users/:id/google-calendar',
      { config, schema: { ...schema, body: calendarioGoogleInput } },
      (req) => servicio.conectar(usuarioDe(req), req.params.id, req.body),
    );
    app.delete('/api/users/:id/google-calendar', { config, schema }, (req) =>
      servicio.desconectar(usuarioDe(req), req.params.id),
    );
  };
