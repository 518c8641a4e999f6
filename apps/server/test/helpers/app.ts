import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/config.js';
import { type Mailer, smtpMailer } from '../../src/infra/correo/mailer.js';
import { destinoWebpay } from '../../src/infra/webpay/webpay.client.js';
import { sembrar } from '../../src/seed/seed.js';
import { iniciarWebpaySimulado } from '../../src/simuladores/webpay/webpay-simulado.js';
import { baseDePrueba, type TipoBase } from './databases.js';
import { delBloque } from './del-bloque.js';
import { registroDeErrores } from './errores-del-servidor.js';
import { servidorSmtp } from './smtp.js';

export const ADMIN = { email: 'admin@prueba.cl', password: 'admin-secreta-123' };
export const BARBERO = { email: 'barbero@prueba.cl', password: 'barbero-secreto-123' };

/** Monday 2026-11-23 09:00 in Santiago (-03:00): the demo days start today. */
export const LUNES_9AM = new Date('2026-11-23T12:00:00Z');

export interface OpcionesApp {
  ahora?: Date;
  mailer?: Mailer;
  env?: Record<string, string>;
  /** Every log line from level info up, for a test about what the app logs (errors still fail a test). */
  alRegistrar?: (linea: string) => void;
}

/**
 * No limit trips a test that does not test it: each limit as high as it goes. A test of a limit sets that
 * one lower in `env`.
 */
export const LIMITES_APAGADOS = {
  RATE_LIMIT_RESERVAS: '10000',
  RATE_LIMIT_RSVP: '10000',
  RATE_LIMIT_RSVP_CORREO: '10000',
  RESERVAS_POR_CORREO_DIA: '10000',
  RATE_LIMIT_ENLACE: '10000',
  RATE_LIMIT_ENLACE_CUENTA: '10000',
  RATE_LIMIT_LOGIN: '10000',
  RATE_LIMIT_REGISTRO: '10000',
  RATE_LIMIT_REGISTRO_CUENTA: '10000',
  RATE_LIMIT_CONTRASENA: '10000',
  RATE_LIMIT_CONTRASENA_CUENTA: '10000',
  RATE_LIMIT_WEBPAY: '10000',
  RATE_LIMIT_CORREOS: '10000',
  RATE_LIMIT_CORREOS_CUENTA: '10000',
  // Load shedding off too: loading another block's database copy stalls this process's loop for a moment,
  // and only test/api/presion.test.ts is about shedding.
  PRESION_RETRASO_MAXIMO_MS: '0',
  RSVP_PENDIENTES_POR_IP: '10000',
  WEBPAY_UNIDADES_POR_COMPRA: '10000',
  WEBPAY_PENDIENTES_POR_IP: '10000',
  WEBPAY_PENDIENTES_POR_CORREO: '10000',
  LISTA_ESPERA_POR_IP: '10000',
  ABONOS_PENDIENTES_POR_IP: '10000',
  ABONOS_PENDIENTES_POR_DISPOSITIVO: '10000',
};

/**
 * The real app on a fresh database holding the demo shop, with a clock the test controls. The shop is
 * seeded once per run for each clock and set of accounts, and copied for each app (test/helpers/plantillas.ts).
 */
export async function appDePrueba(tipo: TipoBase, opciones: OpcionesApp = {}) {
  const reloj = { ahora: opciones.ahora ?? LUNES_9AM };
  const config = parseConfig({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BARBERO_EMAIL: BARBERO.email,
    BARBERO_PASSWORD: BARBERO.password,
    PUBLIC_URL: 'http://barberia.test',
    LOG_LEVEL: 'silent',
    // The spec's one-barber shop; a test of the barber choice asks for the demo's second barber.
    SEED_DEMO_BARBEROS: '1',
    ...LIMITES_APAGADOS,
    ...opciones.env,
  });
  const clock = () => reloj.ahora;
  const sembrada = reloj.ahora;
  const { ADMIN_EMAIL, ADMIN_PASSWORD, BARBERO_EMAIL, BARBERO_PASSWORD, SEED_DEMO, SEED_DEMO_BARBEROS } =
    config;
  const database = await baseDePrueba(tipo, {
    clave: JSON.stringify({
      demo: sembrada.toISOString(),
      cuentas: [ADMIN_EMAIL, ADMIN_PASSWORD, BARBERO_EMAIL, BARBERO_PASSWORD, SEED_DEMO, SEED_DEMO_BARBEROS],
    }),
    preparar: (d) =>
      sembrar({ db: d.db, config, clock: () => sembrada, log: { info: () => {}, warn: () => {} } }),
  });
  const silencioso: Mailer = { enviar: async () => {}, close: () => {} };
  // Webpay, unless the test points it elsewhere: the stand-in, on the test's clock, as main.ts starts it.
  const simulado =
    config.WEBPAY_ENV || config.WEBPAY_URL
      ? undefined
      : await iniciarWebpaySimulado({ ...destinoWebpay(config, 'http://127.0.0.1'), clock });
  const {
    app,
    outbox,
    rutas,
    webpay,
    colaGoogle,
    colaWhatsapp,
    recordatorios,
    resenas,
    regreso,
    listaEspera,
    abonos,
    tienda,
  } = await buildApp({
    config,
    database,
    clock,
    webpaySimuladoUrl: simulado?.url,
    jwtSecret: new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres'),
    mailer: opciones.mailer ?? silencioso,
    // Only our own faults reach the log, and a test that causes one fails unless it expects it
    // (test/setup/fail-on-console-error.ts).
    logger: opciones.alRegistrar
      ? {
          level: 'info',
          stream: {
            write(linea: string) {
              opciones.alRegistrar?.(linea);
              if ((JSON.parse(linea) as { level: number }).level >= 50) registroDeErrores.write(linea);
            },
          },
        }
      : { level: 'error', stream: registroDeErrores },
  });
  await app.ready();

  const json = <T>(res: LightMyRequestResponse) => res.json<T>();
  async function login(cuenta: { email: string; password: string }) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: cuenta });
    if (res.statusCode !== 200) throw new Error(`login falló: ${res.body}`);
    return res.json<{ _id: string; token: { accessToken: string; refreshToken: string } }>();
  }
  const config0 = json<{ barberoId: string }>(await app.inject({ url: '/api/config' }));

  return {
    app,
    outbox,
    /** Checkout, return, reconciliation and refunds (the reconciliation is run by hand in tests). */
    webpay,
    /** The Google Calendar queue, run by hand in tests; only with a Google (or stand-in) configured. */
    colaGoogle,
    /** The WhatsApp queue, run by hand in tests; only with WhatsApp (or its stand-in) configured. */
    colaWhatsapp,
    /** The reminders and daily agendas job (run by hand in tests, on the test's clock). */
    recordatorios,
    /** Reviews: the job that asks for them is run by hand in tests, on the test's clock. */
    resenas,
    /** «Te toca volver»: its job is run by hand in tests, on the test's clock. */
    regreso,
    /** The waitlist: its job (offers, lapsed holds) is run by hand in tests, on the test's clock. */
    listaEspera,
    /** Deposits: their job (lapsed holds, refunds) is run by hand in tests, on the test's clock. */
    abonos,
    /** The shop's facts as the features read them, for services a test builds by hand. */
    tienda,
    /** Every /api route with its declared access, as the app registered it. */
    rutas,
    database,
    reloj,
    barberoId: config0.barberoId,
    login,
    async tokenDe(cuenta: { email: string; password: string }) {
      return (await login(cuenta)).token.accessToken;
    },
    async close() {
      await app.close();
      await simulado?.cerrar();
      await database.close();
    },
  };
}

export type AppDePrueba = Awaited<ReturnType<typeof appDePrueba>>;

/**
 * The app the tests of one describe block share: built before them, closed after them. `opciones` may be a
 * function, for options that exist only once an earlier hook of the block has run (an SMTP server's url).
 */
export function appDelBloque(tipo: TipoBase, opciones: OpcionesApp | (() => OpcionesApp) = {}): AppDePrueba {
  return delBloque(
    () => appDePrueba(tipo, typeof opciones === 'function' ? opciones() : opciones),
    (t) => t.close(),
  );
}

/**
 * The block's app mailing through a real SMTP server on loopback, also the block's: the server starts first
 * and stops last.
 */
export function appConSmtpDelBloque(tipo: TipoBase, opciones: Omit<OpcionesApp, 'mailer'> = {}) {
  const smtp = delBloque(
    () => servidorSmtp(),
    (s) => s.detener(),
  );
  const t = appDelBloque(tipo, () => ({
    ...opciones,
    mailer: smtpMailer(smtp.url, 'Barbería <no-responder@barberia.test>'),
  }));
  return { t, smtp };
}
