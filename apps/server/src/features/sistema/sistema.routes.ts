import { idSchema, MENSAJES } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { SistemaService } from './sistema.service.js';

export const sistemaRoutes = (sistema: SistemaService) =>
  rutas(['sistema'], ({ publico }, app) => {
    const salud = z.object({ ok: z.boolean(), db: z.string() });
    publico.get(
      '/api/health',
      {
        response: {
          200: salud,
          // The process is alive but cannot serve: the event loop is behind (plugins/presion.ts), or the
          // database does not answer (the error handler's 503, without ok and db).
          503: z.object({
            msg: z.string(),
            code: z.string(),
            ok: z.literal(false).optional(),
            db: z.string().optional(),
            sobrecargado: z.literal(true).optional(),
          }),
        },
      },
      async (_req, reply) => {
        const estado = await sistema.salud();
        if (app.hasDecorator('isUnderPressure') && app.isUnderPressure()) {
          return reply.status(503).send({
            ...estado,
            ok: false,
            sobrecargado: true,
            msg: MENSAJES.SERVIDOR_SOBRECARGADO,
            code: 'SERVIDOR_SOBRECARGADO',
          });
        }
        return estado;
      },
    );
    /** The default barber of the public booking flow (BARBERO_EMAIL, decision 031), so the page needs no rebuild. */
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
