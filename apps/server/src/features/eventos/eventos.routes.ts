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
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
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

export const eventosRoutes = (eventos: EventosService, limites: LimitesRsvp) =>
  rutas(['eventos'], ({ publico, admin }, app) => {
    const rsvpLimite = limitePorIpYCuenta(app, {
      nombre: 'rsvp',
      porIp: limites.porIp,
      porCuenta: limites.porCorreo,
      cuenta: (req) => String((req.body as { email?: unknown }).email ?? ''),
    });

    publico.get('/api/eventos', { response: { 200: z.array(eventoRsvpSchema) } }, () => eventos.proximos());
    admin.get('/api/eventos/todos', { response: { 200: z.array(eventoRsvpSchema) } }, () => eventos.todos());
    publico.get('/api/eventos/:id', { params: idParams, response: { 200: eventoRsvpSchema } }, (req) =>
      eventos.obtener(req.params.id),
    );
    admin.create('/api/eventos', { body: eventoRsvpInput, response: { 201: eventoRsvpSchema } }, (req) =>
      eventos.crear(req.body),
    );
    admin.put(
      '/api/eventos/:id',
      { params: idParams, body: eventoRsvpInput, response: { 200: eventoRsvpSchema } },
      (req) => eventos.actualizar(req.params.id, req.body),
    );
    admin.delete('/api/eventos/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      eventos.eliminar(req.params.id),
    );
    admin.get(
      '/api/eventos/:id/rsvp',
      { params: idParams, querystring: rsvpListaQuery, response: { 200: z.array(rsvpAdminSchema) } },
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

    // The preflight is not part of the API's documentation.
    publico.options(
      '/api/rsvp/:eventoId',
      { hide: true },
      (_req, reply) =>
        reply
          .header('access-control-allow-methods', 'POST, GET, OPTIONS')
          .header('access-control-allow-headers', 'content-type, cache-control')
          .header('access-control-max-age', '86400')
          .status(204)
          .send(),
      { onRequest: permitirCualquierOrigen },
    );
    publico.post(
      '/api/rsvp/:eventoId',
      { params: eventoIdParams, body: rsvpInput, response: { 200: rsvpRespuesta } },
      (req) => eventos.responder(req.params.eventoId, req.body, req.ip),
      { onRequest: [permitirCualquierOrigen, rsvpLimite.onRequest], preHandler: rsvpLimite.preHandler },
    );
    publico.get(
      '/api/rsvp/:eventoId/count',
      { params: eventoIdParams, response: { 200: conteoRsvpSchema } },
      (req) => eventos.conteo(req.params.eventoId),
      { onRequest: permitirCualquierOrigen },
    );
    publico.post(
      '/api/rsvp/confirmar',
      { body: confirmarRsvpInput, response: { 200: mensajeSchema.extend({ eventoId: z.string() }) } },
      (req) => eventos.confirmar(req.body.token),
      { onRequest: rsvpLimite.onRequest },
    );
  });
