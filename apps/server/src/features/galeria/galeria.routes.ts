import { fotoGaleriaSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GaleriaService } from './galeria.service.js';

/** GET /api/galeria: the photos of the gallery page (spec §2: 29 in the demo). */
export const galeriaRoutes =
  (galeria: GaleriaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/galeria',
      {
        config: { acceso: 'publico' },
        schema: { tags: ['galeria'], response: { 200: z.array(fotoGaleriaSchema) } },
      },
      () => galeria.listar(),
    );
  };
