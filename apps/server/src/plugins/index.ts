import { MENSAJES } from '@barberia/shared';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import type { TokenSettings } from '../infra/sesion.js';
import { buscarUsuarioPorId } from '../infra/usuarios.repository.js';
import { type Acceso, registerAuth } from './auth.js';
import { registerCabeceras } from './cabeceras.js';
import { registerErrorHandler } from './error-handler.js';
import { almacenDeLimites } from './limites-almacen.js';
import { registerPresion } from './presion.js';

/** An /api route and who may call it, as registered (the permission matrix test reads the list). */
export interface RutaApi {
  metodo: string;
  url: string;
  acceso: Acceso;
}

export interface OpcionesPlugins {
  config: Config;
  db: Db;
  tokens: TokenSettings;
  clock: () => Date;
  publicUrl: string;
  /** Where Webpay's form posts to, for the Content-Security-Policy's form-action. */
  webpayUrl: string;
}

/**
 * Everything every request meets before a feature's handler, in the order it meets it: errors in Spanish,
 * load shedding, security headers, who is calling, the API's map, the login's cookie and the limits stored
 * in the database. Answers the list of /api routes as they get registered.
 */
export async function registrarPlugins(app: FastifyInstance, o: OpcionesPlugins): Promise<RutaApi[]> {
  registerErrorHandler(app);
  await registerPresion(app, o.config.PRESION_RETRASO_MAXIMO_MS);
  // Headers first: every answer carries them, a refused one (401, 429) too.
  registerCabeceras(app, { webpayUrl: o.webpayUrl, publicUrl: o.publicUrl });
  const exigirAcceso = registerAuth(
    app,
    o.tokens,
    o.clock,
    async (id) => (await buscarUsuarioPorId(o.db, id))?.versionSesion ?? null,
  );
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API Barbería',
        description: 'Reservas, servicios, avisos y calendario.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // In production the API's map is the admin's alone (send the admin's bearer token).
    uiHooks:
      o.config.NODE_ENV === 'production' ? { onRequest: (request) => exigirAcceso(request, 'admin') } : {},
  });
  // Only the login's known-device mark (features/auth) is a cookie; nothing else reads or sets one.
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counters in the database: shared by every instance, kept across restarts.
    store: almacenDeLimites(o.db),
    errorResponseBuilder: () => ({
      statusCode: 429,
      msg: MENSAJES.DEMASIADAS_SOLICITUDES,
      code: 'DEMASIADAS_SOLICITUDES',
    }),
  });

  const rutas: RutaApi[] = [];
  app.addHook('onRoute', (ruta) => {
    const acceso = ruta.config?.acceso;
    if (!acceso || !ruta.url.startsWith('/api/')) return;
    for (const metodo of [ruta.method].flat()) {
      if (metodo !== 'HEAD') rutas.push({ metodo, url: ruta.url, acceso });
    }
  });
  return rutas;
}
