import { TIENDA } from '@barberia/shared';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface OpcionesCabeceras {
  /** Where checkout's form posts `token_ws`: Transbank, WEBPAY_URL or the loopback stand-in. */
  webpayUrl: string;
  /** https: ask browsers to upgrade every subresource request. */
  publicUrl: string;
}

const origen = (url: string) => new URL(url).origin;

/**
 * Security headers on every response (docs/decisions/021). Tokens live in localStorage (spec), so the
 * policy leaves an injected script nowhere to run: scripts only from this origin, never inline. Styles
 * keep 'unsafe-inline': the prerendered pages carry React's style attributes, and a style cannot read
 * a token. The map is the only frame; checkout's form may post only to Webpay.
 */
export async function registerCabeceras(app: FastifyInstance, opciones: OpcionesCabeceras) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [origen(TIENDA.mapaEmbedUrl)],
        formAction: ["'self'", origen(opciones.webpayUrl)],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(opciones.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Strict-Transport-Security only on https (below): over plain http it is ignored or, behind a
    // misconfigured proxy, would pin a site that has no certificate.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The widget's script is loaded by other sites; its routes say so themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

/**
 * The widget's own routes (features/widget): other sites load its script and may frame its page, so
 * no frame-ancestors, X-Frame-Options or same-origin CORP from above; the routes set their own CSP.
 */
export const CABECERAS_WIDGET = {
  contentSecurityPolicy: false,
  frameguard: false,
  crossOriginResourcePolicy: false,
} as const;
