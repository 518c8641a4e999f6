import { idSchema } from '@barberia/shared';
import { z } from 'zod';
import type { Formato } from '../../infra/imagenes/imagenes.repository.js';
import { rutas } from '../../lib/rutas.js';
import { ANCHOS, FORMATOS, type ImagenesService } from './imagenes.service.js';

const archivo = z.string().regex(new RegExp(`^(${ANCHOS.join('|')})\\.(${FORMATOS.join('|')})$`), {
  error: `La imagen se pide como {ancho}.{formato}: ancho ${ANCHOS.join(', ')}; formato ${FORMATOS.join(', ')}.`,
});

/** /api/imagenes/{id}/{ancho}.{formato}: made on first request, then served from the database forever. */
export const imagenesRoutes = (imagenes: ImagenesService) =>
  rutas(['imagenes'], ({ publico }) => {
    publico.get(
      '/api/imagenes/:id/:archivo',
      { params: z.object({ id: idSchema, archivo }) },
      async (req, reply) => {
        const [ancho, formato] = req.params.archivo.split('.') as [string, Formato];
        const { datos, tipo } = await imagenes.variante(req.params.id, Number(ancho), formato);
        // An image id never changes its content: a new upload gets a new id.
        return reply.type(tipo).header('cache-control', 'public, max-age=31536000, immutable').send(datos);
      },
    );
  });
