import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MENSAJES, ZONA_SANTIAGO } from '@barberia/shared';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { accesosRoutes } from './features/accesos/accesos.routes.js';
import { crearAccesosService } from './features/accesos/accesos.service.js';
import { agendaRoutes } from './features/agenda/agenda.routes.js';
import { crearAgendaService } from './features/agenda/agenda.service.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { crearAuthService } from './features/auth/auth.service.js';
import { cuentaRoutes } from './features/auth/cuenta.routes.js';
import { crearCuentaService } from './features/auth/cuenta.service.js';
import type { TokenSettings } from './features/auth/tokens.js';
import { avisosRoutes } from './features/avisos/avisos.routes.js';
import { crearAvisosService } from './features/avisos/avisos.service.js';
import { calendarioRoutes } from './features/calendario/calendario.routes.js';
import { crearCalendarioService } from './features/calendario/calendario.service.js';
import { correosRoutes } from './features/correos/correos.routes.js';
import { crearCorreosService } from './features/correos/correos.service.js';
import { logMailer, type Mailer, smtpMailer } from './features/correos/mailer.js';
import { crearOutbox } from './features/correos/outbox.js';
import { datosPersonalesRoutes } from './features/datos-personales/datos-personales.routes.js';
import { crearDatosPersonalesService } from './features/datos-personales/datos-personales.service.js';
import { crearPurga } from './features/datos-personales/purga.js';
import { eventosRoutes } from './features/eventos/eventos.routes.js';
import { crearEventosService } from './features/eventos/eventos.service.js';
import { fechasRoutes } from './features/fechas/fechas.routes.js';
import { crearFechasService } from './features/fechas/fechas.service.js';
import { fechasBarberoRoutes } from './features/fechas/fechas-barbero.routes.js';
import { crearFechasBarberoService } from './features/fechas/fechas-barbero.service.js';
import { horasLibresRoutes } from './features/fechas/horas-libres.routes.js';
import { crearHorasLibresService } from './features/fechas/horas-libres.service.js';
import { crearReservasService } from './features/fechas/reservas.service.js';
import { feedCalendarioRoutes } from './features/feed-calendario/feed-calendario.routes.js';
import { crearFeedCalendarioService } from './features/feed-calendario/feed-calendario.service.js';
import { galeriaRoutes } from './features/galeria/galeria.routes.js';
import { crearGaleriaService } from './features/galeria/galeria.service.js';
import { calendarioGoogleRoutes } from './features/google-calendar/calendario-google.routes.js';
import { crearCalendarioGoogleService } from './features/google-calendar/calendario-google.service.js';
import { type ColaGoogle, crearColaGoogle } from './features/google-calendar/cola.js';
import { clienteGoogleDesdeConfig } from './features/google-calendar/google.client.js';
import { crearOcupadoGoogle } from './features/google-calendar/ocupado-google.js';
import { imagenesRoutes } from './features/imagenes/imagenes.routes.js';
import { crearImagenesService } from './features/imagenes/imagenes.service.js';
import { productosRoutes } from './features/productos/productos.routes.js';
import { crearProductosService } from './features/productos/productos.service.js';
import { productosAdminRoutes } from './features/productos/productos-admin.routes.js';
import { crearProductosAdminService } from './features/productos/productos-admin.service.js';
import { agendaDiariaRoutes } from './features/recordatorios/recordatorios.routes.js';
import {
  crearAgendaDiariaService,
  crearRecordatorios,
} from './features/recordatorios/recordatorios.service.js';
import { crearDatosEnElHtml, dibujoDeLaWeb } from './features/seo/datos-en-el-html.js';
import { crearImagenesPrincipales } from './features/seo/imagenes-principales.js';
import { enviarPagina, seoRoutes } from './features/seo/seo.routes.js';
import { paginasDeLaWeb } from './features/seo/seo.service.js';
import { serviciosRoutes } from './features/servicios/servicios.routes.js';
import { crearServiciosService } from './features/servicios/servicios.service.js';
import { sistemaRoutes } from './features/sistema/sistema.routes.js';
import { crearSistemaService } from './features/sistema/sistema.service.js';
import { tipoServicioRoutes } from './features/tipo-servicio/tipo-servicio.routes.js';
import { crearTipoServicioService } from './features/tipo-servicio/tipo-servicio.service.js';
import { buscarUsuarioPorId } from './features/usuarios/usuarios.repository.js';
import { usuariosRoutes } from './features/usuarios/usuarios.routes.js';
import { crearUsuariosService } from './features/usuarios/usuarios.service.js';
import { ventasRoutes } from './features/ventas/ventas.routes.js';
import { crearVentasService } from './features/ventas/ventas.service.js';
import { crearClienteWebpay, destinoWebpay } from './features/webpay/webpay.client.js';
import { webpayRoutes } from './features/webpay/webpay.routes.js';
import { crearWebpayService } from './features/webpay/webpay.service.js';
import { iniciarWebpaySimulado, type WebpaySimulado } from './features/webpay-simulado/webpay-simulado.js';
import { WIDGET_DIST_PREDETERMINADO, widgetRoutes } from './features/widget/widget.routes.js';
import { crearTareaPeriodica } from './lib/tarea-periodica.js';
import { type Acceso, registerAuth } from './plugins/auth.js';
import { registerCabeceras } from './plugins/cabeceras.js';
import { escucharCambiosAgenda } from './plugins/cambios-agenda.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { almacenDeLimites, purgarLimites } from './plugins/limites-almacen.js';
import { opcionesDeRegistro } from './plugins/registro.js';

export interface AppOptions {
  config: Config;
  database: Database;
  jwtSecret: Uint8Array;
  /** The only clock the app reads; tests pass a fixed one. */
  clock?: () => Date;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** An /api route and who may call it, as registered (the permission matrix test reads the list). */
export interface RutaApi {
  metodo: string;
  url: string;
  acceso: Acceso;
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

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const zona = ZONA_SANTIAGO;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

  const app = Fastify({
    logger: options.logger ?? opcionesDeRegistro(config.LOG_LEVEL),
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
  registerErrorHandler(app);

  // No Webpay configured (npm start, tests): the stand-in on loopback, reached through the same SDK.
  let simulado: WebpaySimulado | undefined;
  if (!config.WEBPAY_ENV && !config.WEBPAY_URL) {
    const credenciales = destinoWebpay(config, 'http://127.0.0.1');
    simulado = await iniciarWebpaySimulado({
      clock,
      commerceCode: credenciales.commerceCode,
      apiKey: credenciales.apiKey,
      port: config.WEBPAY_SIMULADO_PORT,
    });
  }
  const destino = destinoWebpay(config, simulado?.url);
  // Headers first: every answer carries them, a refused one (401, 429) too.
  registerCabeceras(app, { webpayUrl: destino.baseUrl, publicUrl });
  const exigirAcceso = registerAuth(app, tokens, clock, async (id) =>
    Boolean(await buscarUsuarioPorId(database.db, id)),
  );
  // Third-party plugins, then ours, then the routes.
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
      config.NODE_ENV === 'production' ? { onRequest: (request) => exigirAcceso(request, 'admin') } : {},
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Counters in the database: shared by every instance, kept across restarts.
    store: almacenDeLimites(database.db),
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

  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : logMailer(app.log, config.NODE_ENV === 'development'));
  const outbox = crearOutbox({ db: database.db, mailer, clock, log: app.log });
  // Every feature is wired the same way: crearXService(deps) builds it, xRoutes(service) exposes it.
  const deps: Deps = { db: database.db, clock, zona, publicUrl, outbox };
  // Google Calendar when a service account (or a stand-in) is configured; without it nothing is sent or read.
  const google = clienteGoogleDesdeConfig(config);
  const ocupadoGoogle = crearOcupadoGoogle(
    google,
    zona,
    config.GOOGLE_CALENDAR_CACHE_SEGUNDOS * 1000,
    app.log,
  );
  const colaGoogle: ColaGoogle | undefined = google
    ? crearColaGoogle({ db: database.db, google, clock, zona, log: app.log })
    : undefined;

  await app.register(
    sistemaRoutes(crearSistemaService({ ...deps, motor: database.kind, barberoEmail: config.BARBERO_EMAIL })),
  );
  await app.register(authRoutes(crearAuthService({ ...deps, tokens }), config.RATE_LIMIT_LOGIN));
  await app.register(
    cuentaRoutes(crearCuentaService(deps), {
      registro: { porIp: config.RATE_LIMIT_REGISTRO, porCuenta: config.RATE_LIMIT_REGISTRO_CUENTA },
      contrasena: { porIp: config.RATE_LIMIT_CONTRASENA, porCuenta: config.RATE_LIMIT_CONTRASENA_CUENTA },
    }),
  );
  await app.register(accesosRoutes(crearAccesosService({ ...deps, diasInvitacion: config.INVITACION_DIAS })));
  await app.register(usuariosRoutes(crearUsuariosService(deps)));
  await app.register(serviciosRoutes(crearServiciosService(deps)));
  await app.register(tipoServicioRoutes(crearTipoServicioService(deps)));
  await app.register(avisosRoutes(crearAvisosService(deps)));
  await app.register(
    fechasRoutes(
      crearFechasService(deps),
      crearReservasService({
        ...deps,
        secret: options.jwtSecret,
        reservasPorCorreoDia: config.RESERVAS_POR_CORREO_DIA,
        ocupadoGoogle,
      }),
      {
        reservasPorMinuto: config.RATE_LIMIT_RESERVAS,
        enlace: { porIp: config.RATE_LIMIT_ENLACE, porCuenta: config.RATE_LIMIT_ENLACE_CUENTA },
      },
    ),
  );
  const cambios = await escucharCambiosAgenda(database, app.log);
  await app.register(horasLibresRoutes(crearHorasLibresService({ ...deps, cambios, ocupadoGoogle })));
  await app.register(fechasBarberoRoutes(crearFechasBarberoService(deps)));
  await app.register(agendaRoutes(crearAgendaService(deps)));
  await app.register(calendarioRoutes(crearCalendarioService(deps)));
  await app.register(calendarioGoogleRoutes(crearCalendarioGoogleService({ ...deps, google })));
  await app.register(
    feedCalendarioRoutes(crearFeedCalendarioService({ ...deps, secret: options.jwtSecret })),
  );
  await app.register(agendaDiariaRoutes(crearAgendaDiariaService(deps)));
  const recordatorios = crearRecordatorios({
    ...deps,
    secret: options.jwtSecret,
    horasAntes: config.RECORDATORIO_HORAS_ANTES,
    horaAgenda: config.AGENDA_DIARIA_HORA,
    log: app.log,
  });
  await app.register(correosRoutes(crearCorreosService(deps)));
  await app.register(imagenesRoutes(crearImagenesService(deps)));
  const productosService = crearProductosService(deps);
  const galeriaService = crearGaleriaService(deps);
  await app.register(productosRoutes(productosService));
  await app.register(galeriaRoutes(galeriaService));
  await app.register(seoRoutes(publicUrl));
  await app.register(productosAdminRoutes(crearProductosAdminService(deps)));
  const webpayService = crearWebpayService({
    ...deps,
    webpay: crearClienteWebpay(destino),
    margenMs: config.WEBPAY_MARGEN_MINUTOS * 60_000,
    log: app.log,
  });
  const conciliacion = crearTareaPeriodica(
    () => webpayService.conciliar(),
    app.log,
    'error conciliando ventas de Webpay',
  );
  await app.register(ventasRoutes(crearVentasService(deps)));
  await app.register(
    eventosRoutes(crearEventosService(deps), {
      porIp: config.RATE_LIMIT_RSVP,
      porCorreo: config.RATE_LIMIT_RSVP_CORREO,
    }),
  );
  await app.register(webpayRoutes(webpayService, config.RATE_LIMIT_WEBPAY));
  await app.register(datosPersonalesRoutes(crearDatosPersonalesService({ ...deps, log: app.log })));
  const purga = crearPurga({ ...deps, log: app.log, retencionMeses: config.RETENCION_MESES });
  await app.register(widgetRoutes({ dist: config.WIDGET_DIST ?? WIDGET_DIST_PREDETERMINADO, publicUrl }));

  const webDist = config.WEB_DIST;
  const conWeb = Boolean(webDist && existsSync(join(webDist, 'index.html')));
  // Each page's HTML is index.html with that route's own head and scripts (features/seo); the pages whose
  // first view is their data are drawn with the same answers the API gives the browser.
  const paginas = webDist && conWeb ? paginasDeLaWeb(webDist, publicUrl) : null;
  const paginaPara =
    webDist && paginas
      ? crearDatosEnElHtml({
          paginas,
          dibujar: dibujoDeLaWeb(webDist),
          leer: async (url) => {
            const respuesta = await app.inject({ method: 'GET', url });
            return respuesta.statusCode === 200 ? respuesta.body : null;
          },
          alFallar: (error, ruta) =>
            app.log.error({ err: error, ruta }, 'no se pudo dibujar la página con sus datos'),
        })
      : null;
  const imagenesPrincipales = crearImagenesPrincipales({
    galeria: galeriaService.listar,
    productos: () => productosService.listar(),
  });
  if (webDist && conWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // index.html is only served through the pages below; .br/.gz are the build's precompressed twins.
      index: false,
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (path.includes(`${join('assets', '')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing fingerprinted asset is a real 404 (an old page after a deploy), never the page itself.
    const esPagina = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (esPagina && (request.method === 'GET' || request.method === 'HEAD') && paginaPara) {
      // Client-side routes: the single page draws them; unknown paths answer 404 with the 404 page.
      return enviarPagina(paginaPara, imagenesPrincipales, request, reply);
    }
    return reply.status(404).send({ msg: MENSAJES.RUTA_NO_ENCONTRADA, code: 'RUTA_NO_ENCONTRADA' });
  });

  // Expired rate-limit windows (plugins/limites-almacen.ts); main.ts starts it every 10 minutes.
  const purgaLimites = crearTareaPeriodica(
    () => purgarLimites(database.db),
    app.log,
    'error purgando los límites vencidos',
  );

  app.addHook('onClose', async () => {
    await purgaLimites.detener();
    await conciliacion.detener();
    await purga.detener();
    await colaGoogle?.detener();
    await recordatorios.detener();
    await cambios.cerrar();
    await outbox.detener();
    await simulado?.cerrar();
  });

  return {
    app,
    outbox,
    rutas,
    conciliacion,
    purga,
    purgaLimites,
    colaGoogle,
    recordatorios,
    webpay: webpayService,
    webpaySimulado: simulado,
  };
}
