import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A path segment or query value holding an e-mail, raw or percent-encoded. */
const CORREO = /[^/?&=#]+(?:@|%40)[^/?&=#]+/gi;
/** Query values that are secrets: reset and RSVP tokens, Webpay's token, invitations. */
const PARAMETRO_SECRETO = /([?&](?:token|token_ws|tbk_token|invitacion|prueba)=)[^&#]*/gi;
/** /api/auth/reset-password/{id}/{token}: the token is a password-reset key. */
const RESTABLECER = /(\/reset-password\/[^/?#]+\/)[^/?#]+/i;

/** /api/calendario/{barberoId}/{secreto}.ics: the feed's address is its own permission (decision 019). */
const FEED = /(\/api\/calendario\/[^/?#]+\/)[^/?#]+/i;

/** /api/abonos/{id} and /agenda/abono/{id}: a deposit's random id is the key to its page (decision 051). */
const ABONO = /(\/(?:api\/abonos|agenda\/abono)\/)(?!politica\b|retorno\b)[^/?#]+/i;

/** The request URL as the log may keep it: no e-mails (clients' personal data), no one-time keys. */
export function urlParaRegistro(url: string): string {
  return url
    .replace(RESTABLECER, '$1[oculto]')
    .replace(ABONO, '$1[oculto]')
    .replace(FEED, '$1[oculto]')
    .replace(PARAMETRO_SECRETO, '$1[oculto]')
    .replace(CORREO, '[correo]');
}

/**
 * The logger's options (docs/decisions/025): pino redacts the fields that may carry secrets or
 * personal data, and the request line keeps only what operations needs, with its URL cleaned. `legible`
 * (development): one readable line per event through pino-pretty, in its own thread; elsewhere JSON, which
 * a log collector reads.
 */
export function opcionesDeRegistro(nivel: string, legible = false): FastifyServerOptions['logger'] {
  return {
    level: nivel,
    ...(legible && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      },
    }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-token-cliente"]',
        'correo.para',
        '*.email',
        '*.password',
        '*.token',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlParaRegistro(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
