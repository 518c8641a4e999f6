import { idSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SistemaService } from './sistema.service.js';

export const sistemaRoutes =
  (sistema: SistemaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { acceso: 'publico' },
        schema: { tags: ['sistema'], response: { 200: z.object({ ok: z.boolean(), db: z.string() }) } },
      },
      () => sistema.salud(),
    );

    /** The fixed barber of the public booking flow (BARBERO_EMAIL), so the page needs no rebuild. */
    app.get(
      '/api/config',
      {
        config: { acceso: 'publico' },
        schema: {
          tags: ['sistema'],
          response: {
            200: z.object({
              barberoId: idSchema.nullable(),
              barberoNombre: z.string().nullable(),
              zona: z.string(),
            }),
          },
        },
      },
      () => sistema.configuracion(),
    );
  };
