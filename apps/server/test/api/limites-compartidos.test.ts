import { MENSAJES } from '@barberia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, parseConfig } from '../../src/config/config.js';
import { type AppDePrueba, appDePrueba, LIMITES_APAGADOS } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

const DEMASIADAS = { msg: MENSAJES.DEMASIADAS_SOLICITUDES, code: 'DEMASIADAS_SOLICITUDES' };
// A new e-mail each time: these tests are about the per-address limit, not the per-account waits.
let n = 0;
const intento = () => ({ email: `nadie${n++}@prueba.cl`, password: 'adivinando-123' });

describe('TRUST_PROXY: un número de proxies o sus direcciones, nunca true', () => {
  const leer = (valor: string) => parseConfig({ TRUST_PROXY: valor }).TRUST_PROXY;
  it('acepta false, un número y una lista de direcciones o rangos', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(leer('false')).toBe(false);
    expect(leer('0')).toBe(false);
    expect(leer('1')).toBe(1);
    expect(leer('2')).toBe(2);
    expect(leer('10.0.0.2, 10.0.0.0/8,fd00::/8')).toEqual(['10.0.0.2', '10.0.0.0/8', 'fd00::/8']);
  });
  it('rechaza true con un mensaje que dice qué poner, y lo que no es dirección', () => {
    expect(() => leer('true')).toThrow(ConfigError);
    expect(() => leer('true')).toThrow(/TRUST_PROXY: true no se acepta.*número de proxies/);
    expect(() => leer('yes')).toThrow(/true no se acepta/);
    expect(() => leer('proxy.local')).toThrow(/TRUST_PROXY: debe ser false, un número de proxies/);
    expect(() => leer('10.0.0.0/33')).toThrow(ConfigError);
  });
});

describe.each(BASES)('límites en la base de datos: compartidos y sin olvidar al reiniciar (%s)', (base) => {
  let t: AppDePrueba;
  const otras: Awaited<ReturnType<typeof buildApp>>['app'][] = [];
  beforeAll(async () => {
    t = await appDePrueba(base, { env: { RATE_LIMIT_LOGIN: '4' } });
  });
  afterAll(async () => {
    for (const app of otras) await app.close();
    await t.close();
  });

  /** Another instance of the app on the same database, with its own settings. */
  async function otraInstancia(env: Record<string, string> = {}) {
    const { app } = await buildApp({
      // Nothing here pays: Webpay's address is never called.
      config: parseConfig({
        LOG_LEVEL: 'silent',
        // The same limits as the first instance: the suite's preset, with shedding off (on a loaded machine
        // it answered 503), and the login limit under test.
        ...LIMITES_APAGADOS,
        RATE_LIMIT_LOGIN: '4',
        WEBPAY_URL: 'http://127.0.0.1:9',
        ...env,
      }),
      database: t.database,
      jwtSecret: new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres'),
      mailer: { enviar: async () => {}, close: () => {} },
      logger: false,
    });
    await app.ready();
    otras.push(app);
    return app;
  }
  const login = (
    app: { inject: AppDePrueba['app']['inject'] },
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'POST', url: '/api/auth/login', payload: intento(), remoteAddress, headers });

  it('dos instancias cuentan juntas; una instancia nueva (un reinicio) sigue contando', async () => {
    const b = await otraInstancia();
    expect((await login(t.app, '10.20.0.1')).statusCode).toBe(401);
    expect((await login(b, '10.20.0.1')).statusCode).toBe(401);
    expect((await login(t.app, '10.20.0.1')).statusCode).toBe(401);
    expect((await login(b, '10.20.0.1')).statusCode).toBe(401);
    const quinto = await login(t.app, '10.20.0.1');
    expect(quinto.statusCode).toBe(429);
    expect(quinto.json()).toEqual(DEMASIADAS);
    expect(Number(quinto.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(b, '10.20.0.1')).statusCode).toBe(429);
    await b.close();
    const reiniciada = await otraInstancia();
    expect((await login(reiniciada, '10.20.0.1')).statusCode).toBe(429);
    expect((await login(reiniciada, '10.20.0.2')).statusCode).toBe(401);
  });

  it('los contadores no pasan por el registro de escritura; los bloqueos por contraseña sí', async () => {
    // A logged counter row stayed locked through each commit's disk flush: bookings queued behind it.
    const persistencia = async (tabla: string) => {
      const r = (await t.database.db.execute(
        sql`select relpersistence as p from pg_class where relname = ${tabla} and relkind = 'r'`,
      )) as { rows: { p: string }[] };
      return r.rows[0]?.p;
    };
    expect(await persistencia('limites')).toBe('u');
    expect(await persistencia('fallos_login')).toBe('p');
  });

  it('sin TRUST_PROXY, un X-Forwarded-For inventado no cambia la dirección que se cuenta', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await login(t.app, '10.21.0.1', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const res = await login(t.app, '10.21.0.1', { 'x-forwarded-for': '203.0.113.200' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(DEMASIADAS);
  });

  it('TRUST_PROXY=1: cuenta la dirección que agregó el proxy, no lo que el cliente antepuso', async () => {
    const app = await otraInstancia({ TRUST_PROXY: '1' });
    // The proxy (10.22.0.254) appends the real client; whatever the client wrote comes before it.
    for (let i = 0; i < 4; i++) {
      const res = await login(app, '10.22.0.254', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50` });
      expect(res.statusCode).toBe(401);
    }
    const falso = await login(app, '10.22.0.254', { 'x-forwarded-for': '198.51.100.99, 203.0.113.50' });
    expect(falso.statusCode).toBe(429);
    // Another real client behind the same proxy is counted on its own.
    expect((await login(app, '10.22.0.254', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(401);
  });

  it('TRUST_PROXY con la dirección del proxy: un cliente directo no puede elegir su dirección', async () => {
    const app = await otraInstancia({ TRUST_PROXY: '10.23.0.254' });
    for (let i = 0; i < 4; i++) {
      const res = await login(app, '10.23.0.7', { 'x-forwarded-for': `203.0.113.${100 + i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(app, '10.23.0.7', { 'x-forwarded-for': '203.0.113.199' })).statusCode).toBe(429);
    // Through the listed proxy, the forwarded address is the one counted.
    expect((await login(app, '10.23.0.254', { 'x-forwarded-for': '10.23.0.7' })).statusCode).toBe(429);
    expect((await login(app, '10.23.0.254', { 'x-forwarded-for': '10.23.0.8' })).statusCode).toBe(401);
  });
});
