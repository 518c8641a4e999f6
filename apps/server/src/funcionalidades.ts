import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import type { Deps } from './deps.js';
import { abonosRoutes } from './features/abonos/abonos.routes.js';
import { crearAbonosService } from './features/abonos/abonos.service.js';
import { crearGanchosDeAbono } from './features/abonos/ganchos.js';
import { accesosRoutes } from './features/accesos/accesos.routes.js';
import { crearAccesosService } from './features/accesos/accesos.service.js';
import { agendaRoutes } from './features/agenda/agenda.routes.js';
import { crearAgendaService } from './features/agenda/agenda.service.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { crearAuthService } from './features/auth/auth.service.js';
import { cuentaRoutes } from './features/auth/cuenta.routes.js';
import { crearCuentaService } from './features/auth/cuenta.service.js';
import { avisosRoutes } from './features/avisos/avisos.routes.js';
import { crearAvisosService } from './features/avisos/avisos.service.js';
import { calendarioRoutes } from './features/calendario/calendario.routes.js';
import { crearCalendarioService } from './features/calendario/calendario.service.js';
import { correosRoutes } from './features/correos/correos.routes.js';
import { crearCorreosService } from './features/correos/correos.service.js';
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
import { crearColaGoogle } from './features/google-calendar/cola.js';
import { imagenesRoutes } from './features/imagenes/imagenes.routes.js';
import { crearImagenesService } from './features/imagenes/imagenes.service.js';
import { listaEsperaRoutes } from './features/lista-espera/lista-espera.routes.js';
import { crearListaEsperaService } from './features/lista-espera/lista-espera.service.js';
import { productosRoutes } from './features/productos/productos.routes.js';
import { crearProductosService } from './features/productos/productos.service.js';
import { productosAdminRoutes } from './features/productos/productos-admin.routes.js';
import { crearProductosAdminService } from './features/productos/productos-admin.service.js';
import { agendaDiariaRoutes } from './features/recordatorios/recordatorios.routes.js';
import {
  crearAgendaDiariaService,
  crearRecordatorios,
} from './features/recordatorios/recordatorios.service.js';
import { regresoRoutes } from './features/regreso/regreso.routes.js';
import { crearRegresoService } from './features/regreso/regreso.service.js';
import { resenasRoutes } from './features/resenas/resenas.routes.js';
import { crearResenasService } from './features/resenas/resenas.service.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { serviciosRoutes } from './features/servicios/servicios.routes.js';
import { crearServiciosService } from './features/servicios/servicios.service.js';
import { sistemaRoutes } from './features/sistema/sistema.routes.js';
import { crearSistemaService } from './features/sistema/sistema.service.js';
import { tiendaRoutes } from './features/tienda/tienda.routes.js';
import { crearTiendaService } from './features/tienda/tienda.service.js';
import { tipoServicioRoutes } from './features/tipo-servicio/tipo-servicio.routes.js';
import { crearTipoServicioService } from './features/tipo-servicio/tipo-servicio.service.js';
import { crearAvisosBarberoService } from './features/usuarios/avisos-barbero.service.js';
import { usuariosRoutes } from './features/usuarios/usuarios.routes.js';
import { crearUsuariosService } from './features/usuarios/usuarios.service.js';
import { pagoRoutes } from './features/ventas/pago.routes.js';
import { crearPagoService } from './features/ventas/pago.service.js';
import { ventasRoutes } from './features/ventas/ventas.routes.js';
import { crearVentasService } from './features/ventas/ventas.service.js';
import { whatsappRoutes } from './features/whatsapp/whatsapp.routes.js';
import { crearWhatsappService } from './features/whatsapp/whatsapp.service.js';
import { WIDGET_DIST_PREDETERMINADO, widgetRoutes } from './features/widget/widget.routes.js';
import type { Infra } from './infra/index.js';
import type { TokenSettings } from './infra/sesion.js';
import { crearTareaPeriodica, type TareaPeriodica } from './lib/tarea-periodica.js';

export interface Contexto {
  config: Config;
  deps: Deps;
  infra: Infra;
  tokens: TokenSettings;
  motor: Database['kind'];
}

/**
 * Every feature of the server, wired the same way: crearXService(deps) builds it, xRoutes(service) exposes
 * it. A new feature is a line in `rutas` (and in `tareas` if it works in the background). Answers the
 * background tasks and the services the drawn pages and the tests reach.
 */
export async function registrarFuncionalidades(app: FastifyInstance, c: Contexto) {
  const { config, deps, infra, tokens } = c;
  const log = app.log;
  const secret = tokens.secret;
  const pago = crearPagoService({
    ...deps,
    webpay: infra.webpay,
    margenMs: config.WEBPAY_MARGEN_MINUTOS * 60_000,
    limites: {
      unidadesPorCompra: config.WEBPAY_UNIDADES_POR_COMPRA,
      pendientesPorIp: config.WEBPAY_PENDIENTES_POR_IP,
      pendientesPorCorreo: config.WEBPAY_PENDIENTES_POR_CORREO,
    },
    log,
  });
  const recordatorios = crearRecordatorios({
    ...deps,
    secret,
    horasAntes: config.RECORDATORIO_HORAS_ANTES,
    horasCortoAntes: config.RECORDATORIO_CORTO_HORAS,
    horaAgenda: config.AGENDA_DIARIA_HORA,
  });
  const colaGoogle = infra.google ? crearColaGoogle({ ...deps, google: infra.google, log }) : undefined;
  const purga = crearPurga({ ...deps, log, retencionMeses: config.RETENCION_MESES });
  const productos = crearProductosService(deps);
  const galeria = crearGaleriaService(deps);
  const { ocupadoGoogle } = infra;
  const ganchosDeAbono = crearGanchosDeAbono({ ...deps, webpay: infra.webpay, log });
  const reservas = crearReservasService({
    ...deps,
    secret,
    reservasPorCorreoDia: config.RESERVAS_POR_CORREO_DIA,
    ocupadoGoogle,
    abonos: ganchosDeAbono,
  });
  const abonos = crearAbonosService({
    ...deps,
    secret,
    reservas,
    ganchos: ganchosDeAbono,
    webpay: infra.webpay,
    log,
    limites: {
      pendientesPorIp: config.ABONOS_PENDIENTES_POR_IP,
      pendientesPorDispositivo: config.ABONOS_PENDIENTES_POR_DISPOSITIVO,
    },
  });

  const resenas = crearResenasService({
    ...deps,
    secret,
    horasDespues: config.RESENA_HORAS_DESPUES,
    diasParaResponder: config.RESENA_DIAS_PARA_RESPONDER,
  });

  const regreso = crearRegresoService({ ...deps, secret });
  const listaEspera = crearListaEsperaService({
    ...deps,
    secret,
    reservas,
    abonos,
    ocupadoGoogle,
    minutos: config.LISTA_ESPERA_MINUTOS,
    maximo: config.LISTA_ESPERA_MAXIMO,
    porIp: config.LISTA_ESPERA_POR_IP,
    minutosParaConfirmar: config.LISTA_ESPERA_MINUTOS_PARA_CONFIRMAR,
  });

  const rutas = [
    sistemaRoutes(crearSistemaService({ ...deps, motor: c.motor, barberoEmail: config.BARBERO_EMAIL })),
    authRoutes(
      crearAuthService({ ...deps, tokens }),
      config.RATE_LIMIT_LOGIN,
      deps.publicUrl.startsWith('https:'),
    ),
    cuentaRoutes(crearCuentaService(deps), {
      registro: { porIp: config.RATE_LIMIT_REGISTRO, porCuenta: config.RATE_LIMIT_REGISTRO_CUENTA },
      contrasena: { porIp: config.RATE_LIMIT_CONTRASENA, porCuenta: config.RATE_LIMIT_CONTRASENA_CUENTA },
    }),
    accesosRoutes(crearAccesosService({ ...deps, diasInvitacion: config.INVITACION_DIAS })),
    usuariosRoutes(crearUsuariosService(deps), crearAvisosBarberoService(deps)),
    serviciosRoutes(crearServiciosService(deps)),
    tipoServicioRoutes(crearTipoServicioService(deps)),
    avisosRoutes(crearAvisosService(deps)),
    tiendaRoutes(crearTiendaService({ ...deps, lector: infra.tienda })),
    fechasRoutes(crearFechasService(deps), reservas, {
      reservasPorMinuto: config.RATE_LIMIT_RESERVAS,
      enlace: { porIp: config.RATE_LIMIT_ENLACE, porCuenta: config.RATE_LIMIT_ENLACE_CUENTA },
    }),
    horasLibresRoutes(crearHorasLibresService({ ...deps, cambios: infra.cambios, ocupadoGoogle })),
    fechasBarberoRoutes(crearFechasBarberoService({ ...deps, abonos: ganchosDeAbono })),
    agendaRoutes(crearAgendaService(deps)),
    calendarioRoutes(crearCalendarioService(deps)),
    calendarioGoogleRoutes(crearCalendarioGoogleService({ ...deps, google: infra.google })),
    feedCalendarioRoutes(crearFeedCalendarioService({ ...deps, secret })),
    agendaDiariaRoutes(crearAgendaDiariaService(deps)),
    correosRoutes(crearCorreosService(deps), {
      porIp: config.RATE_LIMIT_CORREOS,
      porCuenta: config.RATE_LIMIT_CORREOS_CUENTA,
    }),
    imagenesRoutes(crearImagenesService(deps)),
    productosRoutes(productos),
    galeriaRoutes(galeria),
    resenasRoutes(resenas),
    regresoRoutes(regreso),
    listaEsperaRoutes(listaEspera, config.RATE_LIMIT_RESERVAS),
    abonosRoutes(abonos, config.RATE_LIMIT_RESERVAS, deps.publicUrl.startsWith('https:')),
    seoRoutes(deps.publicUrl, deps.tienda),
    productosAdminRoutes(crearProductosAdminService(deps)),
    ventasRoutes(crearVentasService({ ...deps, webpay: infra.webpay })),
    eventosRoutes(
      crearEventosService({
        ...deps,
        pendientes: {
          retencionMinutos: config.RSVP_RETENCION_MINUTOS,
          porcentajeRetenible: config.RSVP_RETENCION_PORCENTAJE,
          porIp: config.RSVP_PENDIENTES_POR_IP,
        },
      }),
      { porIp: config.RATE_LIMIT_RSVP, porCorreo: config.RATE_LIMIT_RSVP_CORREO },
    ),
    pagoRoutes(pago, config.RATE_LIMIT_WEBPAY),
    datosPersonalesRoutes(crearDatosPersonalesService({ ...deps, log })),
    whatsappRoutes(crearWhatsappService({ ...deps, secretos: infra.whatsappSecretos, reservas, log })),
    widgetRoutes({
      dist: config.WIDGET_DIST ?? WIDGET_DIST_PREDETERMINADO,
      publicUrl: deps.publicUrl,
      tienda: deps.tienda,
    }),
  ];
  for (const r of rutas) await app.register(r);

  const tareas: TareaPeriodica[] = [
    crearTareaPeriodica('conciliación de Webpay', config.WEBPAY_CONCILIACION_MS, () => pago.conciliar(), log),
    crearTareaPeriodica(
      'recordatorios',
      config.RECORDATORIOS_INTERVAL_MS,
      () => recordatorios.procesar(),
      log,
    ),
    crearTareaPeriodica('reseñas', config.RECORDATORIOS_INTERVAL_MS, () => resenas.pedir(), log),
    crearTareaPeriodica(
      'avisos para volver',
      config.RECORDATORIOS_INTERVAL_MS,
      () => regreso.procesar(),
      log,
    ),
    crearTareaPeriodica(
      'lista de espera',
      config.LISTA_ESPERA_INTERVAL_MS,
      () => listaEspera.procesar(),
      log,
    ),
    crearTareaPeriodica('abonos', config.ABONOS_INTERVAL_MS, () => abonos.procesar(), log),
    crearTareaPeriodica('purga de datos personales', config.PURGA_INTERVALO_MS, () => purga.procesar(), log),
    ...(colaGoogle
      ? [
          crearTareaPeriodica(
            'cola de Google Calendar',
            config.GOOGLE_CALENDAR_INTERVAL_MS,
            colaGoogle.procesar,
            log,
          ),
        ]
      : []),
  ];
  return {
    tareas,
    pago,
    recordatorios,
    colaGoogle,
    productos,
    galeria,
    resenas,
    regreso,
    listaEspera,
    abonos,
  };
}
