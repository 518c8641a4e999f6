import type { IncomingMessage, ServerResponse } from 'node:http';
import { ORIGEN_DEL_MAPA } from '@barberia/shared';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'widget': the widget's own routes, which other sites load and frame (CABECERAS_WIDGET). */
    cabeceras?: 'widget';
  }
}

export interface OpcionesCabeceras {
  /** Where checkout's form posts `token_ws`: Transbank, WEBPAY_URL or the loopback stand-in. */
  webpayUrl: string;
  /** https: ask browsers to upgrade every subresource request. */
  publicUrl: string;
}

const origen = (url: string) => new URL(url).origin;

/**
 * The widget's own routes (features/widget): other sites load its script and may frame its page, so
 * no frame-ancestors, X-Frame-Options or same-origin CORP from above; the routes set their own CSP.
 */
const CABECERAS_WIDGET = {
  contentSecurityPolicy: false,
  xFrameOptions: false,
  crossOriginResourcePolicy: false,
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * computed once at start: @fastify/helmet rebuilt helmet from its options on every request, which cost
 * more CPU than the hour screen's whole cached answer (docs/benchmarks.md, 2026-11-23).
 */
function cabecerasDeHelmet(opciones: HelmetOptions): Record<string, string> {
  const cabeceras: Record<string, string> = {};
  const respuesta = {
    setHeader(nombre: string, valor: string | number) {
      cabeceras[nombre.toLowerCase()] = String(valor);
    },
    removeHeader(nombre: string) {
      delete cabeceras[nombre.toLowerCase()];
    },
  };
  helmet(opciones)({} as IncomingMessage, respuesta as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return cabeceras;
}

/**
 * Security headers on every response (docs/decisions/021). Tokens live in localStorage (spec), so the
 * policy leaves an injected script nowhere to run: scripts only from this origin, never inline. Styles
 * keep 'unsafe-inline': the prerendered pages carry React's style attributes, and a style cannot read
 * a token. The map is the only frame; checkout's form may post only to Webpay.
 */
export function registerCabeceras(app: FastifyInstance, opciones: OpcionesCabeceras) {
  const generales: HelmetOptions = {
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
        frameSrc: [ORIGEN_DEL_MAPA],
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
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The widget's script is loaded by other sites; its routes say so themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
  const paraTodas = cabecerasDeHelmet(generales);
  const paraElWidget = cabecerasDeHelmet({ ...generales, ...CABECERAS_WIDGET });
  app.addHook('onRequest', (request, reply, listo) => {
    reply.headers(request.routeOptions.config?.cabeceras === 'widget' ? paraElWidget : paraTodas);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    listo();
  });
}
