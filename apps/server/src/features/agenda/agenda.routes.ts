import { agendaQuery, agendaRespuesta } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgendaService } from './agenda.service.js';

/** /barbero/administrar/agenda reads here: all barbers' days of at most a month, in one call. */
export const agendaRoutes =
  (agenda: AgendaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/fechas/agenda',
      {
        config: { acceso: 'admin' },
        schema: { tags: ['fechas'], querystring: agendaQuery, response: { 200: agendaRespuesta } },
      },
      (req) => agenda.leer(req.query),
    );
  };
