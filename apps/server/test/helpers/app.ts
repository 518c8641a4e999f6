import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { parseConfig } from '../../src/config/config.js';
import { type Mailer, smtpMailer } from '../../src/features/correos/mailer.js';
import { sembrar } from '../../src/seed/seed.js';
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
}

/** The real app on a fresh database, seeded with the demo shop, with a clock the test controls. */
export async function appDePrueba(tipo: TipoBase, opciones: OpcionesApp = {}) {
  const database = await baseDePrueba(tipo);
  const reloj = { ahora: opciones.ahora ?? LUNES_9AM };
  const config = parseConfig({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BARBERO_EMAIL: BARBERO.email,
    BARBERO_PASSWORD: BARBERO.password,
    PUBLIC_URL: 'http://barberia.test',
    LOG_LEVEL: 'silent',
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
    ...opciones.env,
  });
  const clock = () => reloj.ahora;
  const silencioso: Mailer = { enviar: async () => {}, close: () => {} };
  const { app, outbox, rutas, webpay, colaGoogle, recordatorios } = await buildApp({
    config,
    database,
    clock,
    jwtSecret: new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres'),
    mailer: opciones.mailer ?? silencioso,
    // Only our own faults reach the log, and a test that causes one fails unless it expects it
    // (test/setup/fail-on-console-error.ts).
    logger: { level: 'error', stream: registroDeErrores },
  });
  await sembrar({ db: database.db, config, clock, log: { info: () => {}, warn: () => {} } });
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
    /** The reminders and daily agendas job (run by hand in tests, on the test's clock). */
    recordatorios,
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
