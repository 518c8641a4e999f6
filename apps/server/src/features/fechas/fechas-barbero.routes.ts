import {
  fechaParams,
  fechasPasadasRespuesta,
  fechasRangoInput,
  fechasRangoRespuesta,
  habilitarHoraInput,
  habilitarHoraRespuesta,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { FechasBarberoService } from './fechas-barbero.service.js';

/** The barber's own dates (docs/api-back-office.md); owner or admin is checked in the service. */
export const fechasBarberoRoutes =
  (fechas: FechasBarberoService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['fechas'];
    const usuario = { acceso: 'usuario' } as const;

    app.post(
      '/api/fechas/rango',
      { config: usuario, schema: { tags, body: fechasRangoInput, response: { 201: fechasRangoRespuesta } } },
      async (req, reply) => reply.status(201).send(await fechas.crearRango(usuarioDe(req), req.body)),
    );
    app.delete(
      '/api/fechas/pasadas',
      { config: usuario, schema: { tags, response: { 200: fechasPasadasRespuesta } } },
      (req) => fechas.eliminarPasadas(usuarioDe(req)),
    );
    app.put(
      '/api/fechas/:dateId/habilitar-hora',
      {
        config: usuario,
        schema: {
          tags,
          params: fechaParams,
          body: habilitarHoraInput,
          response: { 200: habilitarHoraRespuesta },
        },
      },
      (req) => fechas.habilitarHora(usuarioDe(req), req.params.dateId, req.body),
    );
  };
