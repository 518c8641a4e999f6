import type { Fecha } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/config.js';
import { usuarios } from '../../src/db/schema.js';
import { hashContrasena } from '../../src/lib/contrasenas.js';
import { urlParaRegistro } from '../../src/plugins/registro.js';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { fechaCreada } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { fechaDelDia, reservaHecha } from '../helpers/reservas.js';
import { webEnMiniatura } from '../helpers/web.js';

const PRODUCCION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'un-secreto-de-produccion-con-mas-de-32-caracteres',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // Production refuses the Webpay stand-in (issue 41); nothing here pays, so Transbank is never called.
  WEBPAY_ENV: 'integracion',
  // The tests need the demo barber; production seeds it only when asked.
  SEED_DEMO: '1',
};

describe('configuración de producción (decisión 024)', () => {
  it('NODE_ENV=production sin JWT_SECRET, PUBLIC_URL, SMTP_URL ni Webpay no arranca y dice por qué, en español', () => {
    let error: unknown;
    try {
      parseConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const mensaje = (error as Error).message;
    for (const v of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'WEBPAY_ENV']) {
      expect(mensaje).toContain(`${v}: es obligatoria con NODE_ENV=production`);
    }
    expect(mensaje).toContain('sin ella se levantaría el Webpay simulado');
  });

  it('producción sin WEBPAY_ENV ni WEBPAY_URL no levanta el Webpay simulado: no arranca (issue 41)', () => {
    const base = { ...PRODUCCION, PUBLIC_URL: 'https://barberia.cl' };
    const { WEBPAY_ENV: _entorno, ...sinWebpay } = base;
    expect(() => parseConfig(sinWebpay)).toThrow(/WEBPAY_ENV: es obligatoria con NODE_ENV=production/);
    expect(parseConfig(base).WEBPAY_ENV).toBe('integracion');
    // A proxy or gateway of its own is a Webpay setting too.
    expect(parseConfig({ ...sinWebpay, WEBPAY_URL: 'https://pagos.barberia.cl' }).WEBPAY_URL).toBe(
      'https://pagos.barberia.cl',
    );
    // Development and the tests keep the stand-in.
    expect(parseConfig({}).WEBPAY_ENV).toBeUndefined();
  });

  it('producción no siembra la demo salvo que se pida; desarrollo sí', () => {
    const { SEED_DEMO: _pedida, ...sinDemo } = PRODUCCION;
    const prod = { ...sinDemo, PUBLIC_URL: 'https://barberia.cl' };
    expect(parseConfig(prod).SEED_DEMO).toBe(false);
    expect(parseConfig({ ...prod, SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(parseConfig({}).SEED_DEMO).toBe(true);
  });

  it('el registro no guarda correos ni llaves de un solo uso de las URL', () => {
    expect(urlParaRegistro('/api/fechas/obtener-fechas-clientes/email/ana%40correo.cl')).toBe(
      '/api/fechas/obtener-fechas-clientes/email/[correo]',
    );
    expect(urlParaRegistro('/agenda/cancelar/ana@correo.cl?token=abc&x=1')).toBe(
      '/agenda/cancelar/[correo]?token=[oculto]&x=1',
    );
    expect(urlParaRegistro('/api/auth/reset-password/123/llave-secreta')).toBe(
      '/api/auth/reset-password/123/[oculto]',
    );
    expect(urlParaRegistro('/api/webpay/retorno?token_ws=01ab')).toBe(
      '/api/webpay/retorno?token_ws=[oculto]',
    );
  });
});

describe.each(BASES)('endurecimiento (%s)', (tipo) => {
  let t: AppDePrueba;
  let conProxy: AppDePrueba;
  let produccion: AppDePrueba;

  beforeAll(async () => {
    t = await appDePrueba(tipo, { env: { WEB_DIST: webEnMiniatura() } });
    conProxy = await appDePrueba(tipo, { env: { TRUST_PROXY: '1' } });
    produccion = await appDePrueba(tipo, { env: PRODUCCION });
    // Three seeded apps: more than one hook's usual time on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await conProxy?.close();
    await produccion?.close();
  });

  function cabecerasComunes(h: Record<string, unknown>) {
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }

  it.each([
    ['una página', '/'],
    ['la API', '/api/health'],
    ['un archivo del sitio', '/assets/index-abc.js'],
    ['una ruta inexistente', '/api/no-existe'],
    ['una respuesta rechazada (401)', '/api/accesos'],
  ])('%s lleva la CSP sin scripts en línea, sin marcos ajenos y sin ser enmarcada', async (_n, url) => {
    const res = await t.app.inject({ url });
    cabecerasComunes(res.headers);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.google.com;');
    // Checkout posts token_ws to the Webpay stand-in on loopback (no WEBPAY_* in tests).
    expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('las páginas del widget se pueden enmarcar y su script se carga desde otros sitios', async () => {
    const pagina = await t.app.inject({ url: '/widget' });
    cabecerasComunes(pagina.headers);
    expect(String(pagina.headers['content-security-policy'])).not.toContain('frame-ancestors');
    expect(pagina.headers['x-frame-options']).toBeUndefined();
    const script = await t.app.inject({ url: '/widget/playground.js' });
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('HSTS solo cuando se sirve por https', async () => {
    const http = await conProxy.app.inject({ url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const https = await conProxy.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('en producción /api/docs es solo del admin; en desarrollo está abierta', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await produccion.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
    const barbero = await produccion.tokenDe(BARBERO);
    const comoBarbero = await produccion.app.inject({
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${barbero}` },
    });
    expect(comoBarbero.statusCode).toBe(403);
    expect(comoBarbero.json()).toMatchObject({ code: 'SIN_PERMISO' });
    const admin = await produccion.tokenDe(ADMIN);
    const comoAdmin = await produccion.app.inject({
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(comoAdmin.statusCode).toBe(200);
  });

  it('la lista pública de barberos no incluye al admin', async () => {
    const res = await t.app.inject({ url: '/api/servicios/obtener-servicios' });
    const ids = res.json<{ _id: string }[]>().map((b) => b._id);
    const admin = await t.login(ADMIN);
    expect(ids).toContain(t.barberoId);
    expect(ids).not.toContain(admin._id);
  });

  it('no se crean días pasados ni fechas imposibles, con un mensaje en español', async () => {
    const token = await t.tokenDe(BARBERO);
    const crear = (fecha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/fechas',
        headers: { authorization: `Bearer ${token}` },
        payload: { fecha, horaInicio: '10:00', horaFin: '12:00' },
      });
    const pasado = await crear('2026-11-22');
    expect(pasado.statusCode).toBe(400);
    expect(pasado.json()).toMatchObject({
      code: 'FECHA_EN_EL_PASADO',
      msg: 'No se puede crear una fecha en un día pasado.',
    });
    const imposible = await crear('2027-02-30');
    expect(imposible.statusCode).toBe(400);
    expect(imposible.json<{ msg: string }>().msg).toMatch(/fecha/i);
    expect((await crear('2027-02-28')).statusCode).toBe(201);
  });

  it('GET /api/fechas lee una ventana acotada de días, con la misma forma', async () => {
    const token = await t.tokenDe(BARBERO);
    await fechaCreada(t, token, '2027-09-01', '10:00', '12:00');
    const dias = async (query = '') =>
      (await t.app.inject({ url: `/api/fechas${query}` })).json<Fecha[]>().map((f) => f.fecha.slice(0, 10));
    const porDefecto = await dias();
    expect(porDefecto).toContain('2026-11-23');
    expect(porDefecto).not.toContain('2027-09-01');
    expect(await dias('?desde=2027-08-01&hasta=2027-09-30')).toEqual(['2027-09-01']);
    const largo = await t.app.inject({ url: '/api/fechas?desde=2026-01-01&hasta=2027-12-31' });
    expect(largo.statusCode).toBe(400);
    expect(largo.json()).toMatchObject({ code: 'RANGO_DE_LISTA_LARGO' });
    const alReves = await t.app.inject({ url: '/api/fechas?desde=2027-01-02&hasta=2027-01-01' });
    expect(alReves.statusCode).toBe(400);
  });

  it('una ruta pública no da la vista completa al token de una cuenta borrada', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    await reservaHecha(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: 'Privada',
      email: 'privada@correo.cl',
    });
    const cuenta = { email: 'admin-borrado@prueba.cl', password: 'admin-borrado-123' };
    const [fila] = await t.database.db
      .insert(usuarios)
      .values({
        nombre: 'Borrado',
        email: cuenta.email,
        rol: 'admin',
        passwordHash: await hashContrasena(cuenta.password),
      })
      .returning({ id: usuarios.id });
    const token = await t.tokenDe(cuenta);
    const ver = async () =>
      (await t.app.inject({ url: '/api/fechas', headers: { authorization: `Bearer ${token}` } }))
        .json<Fecha[]>()
        .find((f) => f._id === fecha._id)!
        .horasAgendadas.find((h) => h.horaInicio === '11:00')!;
    expect((await ver()).email).toBe('privada@correo.cl');
    await t.database.db.delete(usuarios).where(eq(usuarios.id, fila!.id));
    expect((await ver()).email).toBeUndefined();
  });
});
