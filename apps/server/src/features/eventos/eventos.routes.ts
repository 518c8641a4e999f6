import {
  confirmarRsvpInput,
  conteoRsvpSchema,
  eventoIdParams,
  eventoRsvpInput,
  eventoRsvpSchema,
  idParams,
  mensajeSchema,
  rsvpAdminSchema,
  rsvpInput,
  rsvpListaQuery,
  rsvpRespuesta,
} from '@barberia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitePorIpYCuenta } from '../../plugins/limites.js';
import type { EventosService } from './eventos.service.js';

export interface LimitesRsvp {
  porIp: number;
  porCorreo: number;
}

/**
 * The two routes the widget calls may come from any site that embeds it (issue 13): they read no
 * cookie or token, so any origin may call them; the preflight allows the widget's own headers.
 */
function permitirCualquierOrigen(_req: FastifyRequest, reply: FastifyReply, hecho: () => void) {
  reply.header('access-control-allow-origin', '*');
  hecho();
}

export const eventosRoutes =
  (eventos: EventosService, limites: LimitesRsvp): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['eventos'];
    const publico = { acceso: 'publico' } as const;
    const admin = { acceso: 'admin' } as const;
    const rsvpLimite = limitePorIpYCuenta(app, {
      nombre: 'rsvp',
      porIp: limites.porIp,
      porCuenta: limites.porCorreo,
      cuenta: (req) => String((req.body as { email?: unknown }).email ?? ''),
    });

    app.get(
      '/api/eventos',
      { config: publico, schema: { tags, response: { 200: z.array(eventoRsvpSchema) } } },
      () => eventos.proximos(),
    );
    app.get(
      '/api/eventos/todos',
      { config: admin, schema: { tags, response: { 200: z.array(eventoRsvpSchema) } } },
      () => eventos.todos(),
    );
    app.get(
      '/api/eventos/:id',
      { config: publico, schema: { tags, params: idParams, response: { 200: eventoRsvpSchema } } },
      (req) => eventos.obtener(req.params.id),
    );
    app.post(
      '/api/eventos',
      { config: admin, schema: { tags, body: eventoRsvpInput, response: { 201: eventoRsvpSchema } } },
      async (req, reply) => reply.status(201).send(await eventos.crear(req.body)),
    );
    app.put(
      '/api/eventos/:id',
      {
        config: admin,
        schema: { tags, params: idParams, body: eventoRsvpInput, response: { 200: eventoRsvpSchema } },
      },
      (req) => eventos.actualizar(req.params.id, req.body),
    );
    app.delete(
      '/api/eventos/:id',
      { config: admin, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      (req) => eventos.eliminar(req.params.id),
    );
    app.get(
      '/api/eventos/:id/rsvp',
      {
        config: admin,
        schema: {
          tags,
          params: idParams,
          querystring: rsvpListaQuery,
          response: { 200: z.array(rsvpAdminSchema) },
        },
      },
      async (req, reply) => {
        if (req.query.formato === 'json') return eventos.respuestas(req.params.id);
        const csv = await eventos.csv(req.params.id);
        // A string body skips the JSON serializer and its schema.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="rsvp-${req.params.id}.csv"`)
          .send(`\uFEFF${csv}` as never);
      },
    );

    app.options(
      '/api/rsvp/:eventoId',
      { config: publico, onRequest: permitirCualquierOrigen, schema: { hide: true } },
      (_req, reply) =>
        reply
          .header('access-control-allow-methods', 'POST, GET, OPTIONS')
          .header('access-control-allow-headers', 'content-type, cache-control')
          .header('access-control-max-age', '86400')
          .status(204)
          .send(),
    );
    app.post(
      '/api/rsvp/:eventoId',
      {
        config: publico,
        onRequest: [permitirCualquierOrigen, rsvpLimite.onRequest],
        preHandler: rsvpLimite.preHandler,
        schema: { tags, params: eventoIdParams, body: rsvpInput, response: { 200: rsvpRespuesta } },
      },
      (req) => eventos.responder(req.params.eventoId, req.body),
    );
    app.get(
      '/api/rsvp/:eventoId/count',
      {
        config: publico,
        onRequest: permitirCualquierOrigen,
        schema: { tags, params: eventoIdParams, response: { 200: conteoRsvpSchema } },
      },
      (req) => eventos.conteo(req.params.eventoId),
    );
    app.post(
      '/api/rsvp/confirmar',
      {
        config: publico,
        onRequest: rsvpLimite.onRequest,
        schema: {
          tags,
          body: confirmarRsvpInput,
          response: { 200: mensajeSchema.extend({ eventoId: z.string() }) },
        },
      },
      (req) => eventos.confirmar(req.body.token),
    );
  };
