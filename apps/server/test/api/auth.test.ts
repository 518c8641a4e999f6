import { MENSAJES, type Tokens } from '@barberia/shared';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, appDelBloque, appDePrueba, BARBERO, LUNES_9AM } from '../helpers/app.js';
import { crearOtroBarbero } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';

const minutos = (n: number) => new Date(LUNES_9AM.getTime() + n * 60_000);

function esError(res: LightMyRequestResponse, status: number, msg: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ msg });
}

describe.each(BASES)('autenticación (%s)', (base) => {
  const t = appDelBloque(base);

  const login = (payload: unknown, remoteAddress?: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const perfil = (token: string) =>
    t.app.inject({ url: '/api/auth/perfil', headers: { authorization: `Bearer ${token}` } });
  /** Runs with the clock at LUNES_9AM + n minutes and puts it back afterwards. */
  async function aLos<T>(n: number, fn: () => Promise<T>): Promise<T> {
    t.reloj.ahora = minutos(n);
    try {
      return await fn();
    } finally {
      t.reloj.ahora = LUNES_9AM;
    }
  }

  it('login correcto: {_id, nombre, email, activo, rol, token:{accessToken, refreshToken}}', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      nombre: 'Administración',
      email: ADMIN.email,
      activo: true,
      rol: 'admin',
      token: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
    const barbero = await login({ ...BARBERO, email: BARBERO.email.toUpperCase() });
    expect(barbero.json()).toMatchObject({ _id: t.barberoId, rol: 'barbero', nombre: 'Diego' });
  });

  it('contraseña incorrecta y correo desconocido: 401 con el mismo mensaje', async () => {
    const malaClave = await login({ email: ADMIN.email, password: 'otra-clave-cualquiera' });
    const desconocido = await login({ email: 'nadie@prueba.cl', password: ADMIN.password });
    esError(malaClave, 401, MENSAJES.CREDENCIALES_INVALIDAS);
    esError(desconocido, 401, MENSAJES.CREDENCIALES_INVALIDAS);
    expect(desconocido.json()).toEqual(malaClave.json());
    expect(JSON.stringify(malaClave.json())).not.toContain('token');
  });

  it('faltan campos: 400 «Todos los campos son obligatorios»', async () => {
    const casos = [{}, { email: ADMIN.email }, { password: ADMIN.password }, { email: '', password: '' }];
    for (const caso of casos) esError(await login(caso), 400, MENSAJES.CAMPOS_OBLIGATORIOS);
  });

  it('GET /api/auth/perfil con el token; sin token o con tokens falsos: 401', async () => {
    const { token, _id } = await t.login(BARBERO);
    const res = await perfil(token.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id, nombre: 'Diego', email: BARBERO.email, activo: true, rol: 'barbero' });

    esError(await t.app.inject({ url: '/api/auth/perfil' }), 401, MENSAJES.NO_AUTENTICADO);
    esError(await perfil('basura'), 401, MENSAJES.TOKEN_INVALIDO);
    esError(await perfil(token.refreshToken), 401, MENSAJES.TOKEN_INVALIDO);
    const [cabecera, cuerpo] = token.accessToken.split('.');
    esError(await perfil(`${cabecera}.${cuerpo}.firmafalsa`), 401, MENSAJES.TOKEN_INVALIDO);
    // Same claims, admin role, signed with a key that is not the server's.
    const ajeno = await new SignJWT({ rol: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(_id)
      .setIssuer('barberia')
      .setIssuedAt(Math.floor(LUNES_9AM.getTime() / 1000))
      .setExpirationTime(Math.floor(LUNES_9AM.getTime() / 1000) + 900)
      .sign(new TextEncoder().encode('otra-clave-secreta-de-al-menos-32-caracteres'));
    esError(await perfil(ajeno), 401, MENSAJES.TOKEN_INVALIDO);
    const sinFirma = `${btoa(JSON.stringify({ alg: 'none' })).replace(/=+$/, '')}.${cuerpo}.`;
    esError(await perfil(sinFirma), 401, MENSAJES.TOKEN_INVALIDO);
  });

  it('refresh rota el par; reutilizar un refresh usado revoca toda la familia', async () => {
    const sesion = (await t.login(ADMIN)).token;
    const otraSesion = (await t.login(ADMIN)).token;

    const r1 = await aLos(1, () => refresh(sesion.refreshToken));
    expect(r1.statusCode).toBe(200);
    const par1 = r1.json<Tokens>();
    expect(Object.keys(par1).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(par1.refreshToken).not.toBe(sesion.refreshToken);
    expect(par1.accessToken).not.toBe(sesion.accessToken);
    expect((await perfil(par1.accessToken)).json()).toMatchObject({ rol: 'admin' });

    const r2 = await aLos(2, () => refresh(par1.refreshToken));
    expect(r2.statusCode).toBe(200);
    const par2 = r2.json<Tokens>();

    // The first token again: it leaked. It fails, and so does the newest one of its family.
    esError(await refresh(sesion.refreshToken), 401, MENSAJES.TOKEN_INVALIDO);
    esError(await refresh(par2.refreshToken), 401, MENSAJES.TOKEN_INVALIDO);
    esError(await refresh(par1.refreshToken), 401, MENSAJES.TOKEN_INVALIDO);
    // Another login of the same user is another family and keeps working.
    expect((await refresh(otraSesion.refreshToken)).statusCode).toBe(200);

    esError(await refresh('no-existe'), 401, MENSAJES.TOKEN_INVALIDO);
    const sinCuerpo = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} });
    esError(sinCuerpo, 400, 'Falta el token de renovación.');
  });

  it('el access token vence a los 15 minutos; el refresh entrega uno nuevo', async () => {
    const { token } = await t.login(BARBERO);
    expect((await aLos(14, () => perfil(token.accessToken))).statusCode).toBe(200);
    const vencido = await aLos(16, () => perfil(token.accessToken));
    esError(vencido, 401, MENSAJES.TOKEN_INVALIDO);
    const fechas = await aLos(16, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/fechas',
        headers: { authorization: `Bearer ${token.accessToken}` },
        payload: { fecha: '2026-12-24', horaInicio: '10:00', horaFin: '12:00' },
      }),
    );
    esError(fechas, 401, MENSAJES.TOKEN_INVALIDO);

    const nuevo = await aLos(16, async () => {
      const par = (await refresh(token.refreshToken)).json<Tokens>();
      return perfil(par.accessToken);
    });
    expect(nuevo.statusCode).toBe(200);
  });

  it('el refresh token vence a los 30 días', async () => {
    const { token } = await t.login(BARBERO);
    esError(await aLos(30 * 24 * 60 + 1, () => refresh(token.refreshToken)), 401, MENSAJES.TOKEN_INVALIDO);
  });

  it('fuerza bruta: el 6.º intento en un minuto desde la misma dirección recibe 429', async () => {
    const limitada = await appDePrueba(base, { env: { RATE_LIMIT_LOGIN: '5' } });
    try {
      const intento = (ip: string) =>
        login({ email: ADMIN.email, password: 'adivinando-123' }, ip, limitada.app);
      for (let i = 0; i < 5; i++) esError(await intento('10.0.0.1'), 401, MENSAJES.CREDENCIALES_INVALIDAS);
      const sexto = await intento('10.0.0.1');
      expect(sexto.statusCode).toBe(429);
      expect(sexto.json()).toMatchObject({
        msg: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
      });
      // Even the right password is refused now from that address; another address is not affected (the
      // admin's own account now waits after 5 failures — decision 020 — so the other address signs in
      // as the barber).
      esError(await login(ADMIN, '10.0.0.1', limitada.app), 429, MENSAJES.DEMASIADAS_SOLICITUDES);
      expect((await login(BARBERO, '10.0.0.2', limitada.app)).statusCode).toBe(200);
    } finally {
      await limitada.close();
    }
  });

  it('un dispositivo conocido entra aunque intentos ajenos tengan la cuenta en espera; sin su marca, espera', async () => {
    const cuenta = { email: 'dispositivo@prueba.cl', password: 'tijera-azul-2026' };
    await crearOtroBarbero(t, cuenta, 'Dispositivo');
    const conMarca = (payload: object, marca: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: '10.0.0.9',
        headers: marca ? { cookie: `dispositivo=${marca}` } : {},
      });
    const marcaDe = (res: LightMyRequestResponse) => {
      const cookie = res.cookies.find((c) => c.name === 'dispositivo');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
      return cookie!.value;
    };
    const primera = await conMarca(cuenta, undefined);
    expect(primera.statusCode).toBe(200);
    const marca = marcaDe(primera);

    // A stranger guesses from elsewhere until the account waits.
    const ajeno = { ...cuenta, password: 'adivinando-123' };
    for (let i = 0; i < 5; i++)
      esError(await login(ajeno, '10.0.0.66'), 401, MENSAJES.CREDENCIALES_INVALIDAS);
    esError(await login(cuenta, '10.0.0.66'), 429, MENSAJES.CUENTA_EN_ESPERA);
    // The owner without the mark waits too; with it, gets in (and a fresh mark).
    esError(await conMarca(cuenta, undefined), 429, MENSAJES.CUENTA_EN_ESPERA);
    const conocida = await conMarca(cuenta, marca);
    expect(conocida.statusCode, conocida.body).toBe(200);
    const nueva = marcaDe(conocida);
    // A forged mark, or one of another account, is no mark.
    const falsa = `${marca.slice(0, -2)}${marca.endsWith('AA') ? 'BB' : 'AA'}`;
    esError(await conMarca(cuenta, falsa), 429, MENSAJES.CUENTA_EN_ESPERA);
    const deOtra = marcaDe(await conMarca(BARBERO, undefined));
    esError(await conMarca(cuenta, deOtra), 429, MENSAJES.CUENTA_EN_ESPERA);
    // A stolen mark still meets the waits: its own failures count under it.
    for (let i = 0; i < 5; i++) esError(await conMarca(ajeno, nueva), 401, MENSAJES.CREDENCIALES_INVALIDAS);
    esError(await conMarca(cuenta, nueva), 429, MENSAJES.CUENTA_EN_ESPERA);
  });
});
