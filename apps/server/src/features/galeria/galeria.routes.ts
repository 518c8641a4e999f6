import { fotoGaleriaSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { imagenPublica } from '../imagenes/imagenes.service.js';
import { listarGaleria } from './galeria.repository.js';

/** GET /api/galeria: the photos of the gallery page (spec §2: 29 in the demo). */
export const galeriaRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/galeria',
      {
        config: { acceso: 'publico' },
        schema: { tags: ['galeria'], response: { 200: z.array(fotoGaleriaSchema) } },
      },
      async () =>
        (await listarGaleria(db)).map((f) => ({
          _id: f.id,
          alt: f.alt,
          imagen: imagenPublica(f.imagenId, f.ancho, f.alto),
        })),
    );
  };
