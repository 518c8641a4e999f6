import { idSchema } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { SistemaService } from './sistema.service.js';

export const sistemaRoutes = (sistema: SistemaService) =>
  rutas(['sistema'], ({ publico }) => {
    publico.get('/api/health', { response: { 200: z.object({ ok: z.boolean(), db: z.string() }) } }, () =>
      sistema.salud(),
    );
    /** The fixed barber of the public booking flow (BARBERO_EMAIL), so the page needs no rebuild. */
    publico.get(
      '/api/config',
      {
        response: {
          200: z.object({
            barberoId: idSchema.nullable(),
            barberoNombre: z.string().nullable(),
            zona: z.string(),
          }),
        },
      },
      () => sistema.configuracion(),
    );
  });
