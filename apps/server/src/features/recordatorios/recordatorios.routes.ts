import { agendaDiariaSchema, idParams } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { AgendaDiariaService } from './recordatorios.service.js';

/** The profile's switch: the day's agenda by mail or not ("dueño o admin", checked in the service). */
export const agendaDiariaRoutes =
  (agenda: AgendaDiariaService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['usuarios'];
    app.get(
      '/api/users/:id/agenda-diaria',
      {
        config: { acceso: 'usuario' },
        schema: { tags, params: idParams, response: { 200: agendaDiariaSchema } },
      },
      (req) => agenda.leer(usuarioDe(req), req.params.id),
    );
    app.put(
      '/api/users/:id/agenda-diaria',
      {
        config: { acceso: 'usuario' },
        schema: {
          tags,
          params: idParams,
          body: agendaDiariaSchema,
          response: { 200: agendaDiariaSchema.extend({ msg: z.string() }) },
        },
      },
      (req) => agenda.cambiar(usuarioDe(req), req.params.id, req.body.agendaDiaria),
    );
  };
