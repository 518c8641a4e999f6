import { randomBytes } from 'node:crypto';
import {
  abonoSchema,
  idParams,
  iniciarAbonoInput,
  iniciarAbonoRespuesta,
  mensajeSchema,
  politicaDeAbonosRespuesta,
  politicaDeAbonosSchema,
} from '@barberia/shared';
import type { FastifyReply } from 'fastify';
import { aceptarFormularios } from '../../lib/formularios.js';
import { rutas } from '../../lib/rutas.js';
import { tokenClienteDe } from '../../lib/token-cliente.js';
import type { AbonosService } from './abonos.service.js';

/** The browser's mark for its unpaid deposit holds: random, sent only to /api/abonos, unreadable by scripts. */
const COOKIE_DISPOSITIVO = 'dispositivo_abono';

const politicaGuardada = mensajeSchema.extend({ politica: politicaDeAbonosRespuesta });

/**
 * Deposits for bookings (issue 24, decision 044): the shop's policy, paying one (the hold and Webpay's
 * form), Webpay's return and the deposit's page. The deposit's id is a random UUID given only to the
 * client (as a sale's): holding it is the permission to see it.
 */
export const abonosRoutes = (service: AbonosService, porMinuto: number, cookieSegura: boolean) =>
  rutas(['abonos'], ({ admin, publico, con }, app) => {
    aceptarFormularios(app);
    publico.get('/api/abonos/politica', { response: { 200: politicaDeAbonosRespuesta } }, () =>
      service.leerPolitica(),
    );
    admin.put(
      '/api/abonos/politica',
      { body: politicaDeAbonosSchema, response: { 200: politicaGuardada } },
      (req) => service.guardarPolitica(req.body),
    );
    con({ acceso: 'publico', rateLimit: { max: porMinuto, timeWindow: '1 minute' } }).create(
      '/api/abonos',
      { body: iniciarAbonoInput, response: { 201: iniciarAbonoRespuesta } },
      (req, reply) => {
        // The browser's mark counts its unpaid holds (decision 051); a new browser gets one now.
        const dispositivo = req.cookies[COOKIE_DISPOSITIVO] ?? randomBytes(16).toString('base64url');
        reply.setCookie(COOKIE_DISPOSITIVO, dispositivo, {
          path: '/api/abonos',
          httpOnly: true,
          sameSite: 'lax',
          secure: cookieSegura,
          maxAge: 365 * 86_400,
        });
        return service.iniciar(req.body, {
          visita: { ip: req.ip, dispositivo, cabecera: tokenClienteDe(req) },
        });
      },
    );

    // Webpay's form may come back by POST as well as by GET.
    const alResultado = async (parametros: unknown, reply: FastifyReply) => {
      const id = await service.procesarRetorno((parametros ?? {}) as Record<string, unknown>);
      return reply.redirect(`/agenda/abono/${id}`, 303);
    };
    publico.get('/api/abonos/retorno', { hide: true }, (req, reply) => alResultado(req.query, reply));
    publico.post('/api/abonos/retorno', { hide: true }, (req, reply) =>
      alResultado({ ...(req.query as object), ...(req.body as object) }, reply),
    );

    publico.get('/api/abonos/:id', { params: idParams, response: { 200: abonoSchema } }, (req) =>
      service.ver(req.params.id, tokenClienteDe(req)),
    );
  });
