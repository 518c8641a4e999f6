import { MENSAJES, TIENDA_PREDETERMINADA, ZONA_SANTIAGO } from '@barberia/shared';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { registrarPaginas } from './features/seo/paginas.js';
import { registrarFuncionalidades } from './funcionalidades.js';
import type { Mailer } from './infra/correo/mailer.js';
import { crearInfra } from './infra/index.js';
import type { TokenSettings } from './infra/sesion.js';
import { destinoWebpay } from './infra/webpay/webpay.client.js';
import { registrarPlugins } from './plugins/index.js';
import { opcionesDeRegistro } from './plugins/registro.js';

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** The only clock the app reads; tests pass a fixed one. */
  clock?: () => Date;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Webpay's address when no WEBPAY_ENV or WEBPAY_URL is set: the stand-in main.ts (or a test) started. */
  webpaySimuladoUrl?: string;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's own rule for numbers (trust the
 * first n hops from this server), written out because Fastify's types omit the number form.
 */
function confianzaEnProxies(valor: Config['TRUST_PROXY']) {
  return typeof valor === 'number' ? (_direccion: string, salto: number) => salto < valor : valor;
}

// Spanish messages for every schema rule that has no message of its own.
z.config(z.locales.es());

/**
 * The server, in the order a request meets it: Fastify's own options, the plugins every request goes
 * through (plugins/index.ts), the shared infrastructure (infra/index.ts), every feature (funcionalidades.ts),
 * the built web's pages (features/seo/paginas.ts) and the 404. Nothing starts here: main.ts starts the
 * background tasks this returns, and closing the app stops them.
 */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const zona = ZONA_SANTIAGO;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

  const app = Fastify({
    logger: options.logger ?? opcionesDeRegistro(config.LOG_LEVEL, config.NODE_ENV === 'development'),
    bodyLimit: 1024 * 1024,
    // An e-mail in the path may be up to 254 characters.
    routerOptions: { maxParamLength: 300 },
    // Errors Fastify raises before routing (a malformed URL, an over-long parameter) answer in Spanish too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // Typed as a route's reply although no route exists yet; it only needs status and send.
      (reply as unknown as FastifyReply)
        .status(status)
        .send({ msg: MENSAJES.DATOS_INVALIDOS, code: 'DATOS_INVALIDOS' });
    },
    trustProxy: confianzaEnProxies(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens: TokenSettings = {
    secret: options.jwtSecret,
    accessMinutes: config.ACCESS_TOKEN_MINUTES,
    refreshDays: config.REFRESH_TOKEN_DAYS,
  };
  const webpay = destinoWebpay(config, options.webpaySimuladoUrl);
  const rutas = await registrarPlugins(app, {
    config,
    db: database.db,
    tokens,
    clock,
    publicUrl,
    webpayUrl: webpay.baseUrl,
  });
  const infra = await crearInfra({
    config,
    database,
    clock,
    zona,
    log: app.log,
    mailer: options.mailer,
    webpay,
  });
  const deps: Deps = {
    db: database.db,
    clock,
    zona,
    publicUrl,
    outbox: infra.outbox,
    tienda: infra.tienda.vista,
  };
  const funcionalidades = await registrarFuncionalidades(app, {
    config,
    deps,
    infra,
    tokens,
    motor: database.kind,
  });
  const pagina = await registrarPaginas(app, {
    webDist: config.WEB_DIST,
    publicUrl,
    imagenes: {
      galeria: funcionalidades.galeria.listar,
      productos: () => funcionalidades.productos.listar(),
    },
    resenas: funcionalidades.resenas.paraBuscadores,
    // A failed read still sends the page, with the facts it was built with.
    tienda: () => infra.tienda.datos().catch(() => TIENDA_PREDETERMINADA),
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing fingerprinted asset is a real 404 (an old page after a deploy), never the page itself.
    const esPagina = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (esPagina && (request.method === 'GET' || request.method === 'HEAD') && pagina) {
      // Client-side routes: the single page draws them; unknown paths answer 404 with the 404 page.
      return pagina(request, reply);
    }
    return reply.status(404).send({ msg: MENSAJES.RUTA_NO_ENCONTRADA, code: 'RUTA_NO_ENCONTRADA' });
  });

  const tareas = [...infra.tareas, ...funcionalidades.tareas];
  app.addHook('onClose', async () => {
    for (const tarea of tareas) await tarea.detener();
    await infra.cerrar();
  });

  return {
    app,
    rutas,
    /** Started by main.ts, each at its interval; tests call the jobs below by hand instead. */
    tareas,
    outbox: infra.outbox,
    webpay: funcionalidades.pago,
    colaGoogle: funcionalidades.colaGoogle,
    colaWhatsapp: infra.colaWhatsapp,
    recordatorios: funcionalidades.recordatorios,
    resenas: funcionalidades.resenas,
    regreso: funcionalidades.regreso,
    listaEspera: funcionalidades.listaEspera,
    abonos: funcionalidades.abonos,
    /** The shop's facts as every feature reads them (infra/tienda.ts). */
    tienda: infra.tienda,
  };
}
