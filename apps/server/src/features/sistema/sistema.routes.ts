import { idSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { buscarUsuarioPorEmail } from '../auth/auth.repository.js';

export const sistemaRoutes =
  (database: Database, barberoEmail: string, zona: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { acceso: 'publico' },
        schema: { tags: ['sistema'], response: { 200: z.object({ ok: z.boolean(), db: z.string() }) } },
      },
      async () => {
        await database.db.execute('select 1');
        return { ok: true, db: database.kind };
      },
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
      async () => {
        const barbero = await buscarUsuarioPorEmail(database.db, barberoEmail);
        return { barberoId: barbero?.id ?? null, barberoNombre: barbero?.nombre ?? null, zona };
      },
    );
  };
