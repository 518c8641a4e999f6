import { afterEach, describe, expect, it, vi } from 'vitest';
import { crearFetchAutenticado } from './fetch-autenticado';
import type { Tokens } from './session-tokens';

const URL_RENOVAR = '/api/auth/refresh';

function json(status: number, cuerpo: unknown): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A server whose valid access token is `vigente`; refresh turns `r1` into a2/r2 once. */
function escenario(opciones: { inicial?: Tokens | null; renovar?: () => Response } = {}) {
  let guardados: Tokens | null =
    opciones.inicial === undefined ? { accessToken: 'a1', refreshToken: 'r1' } : opciones.inicial;
  // The only access token the server accepts; a1 has expired.
  let vigente = 'a2';
  const llamadas: { url: string; auth: string | null; body?: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const auth = new Headers(init.headers).get('Authorization');
    llamadas.push({ url, auth, body: typeof init.body === 'string' ? init.body : undefined });
    if (url === URL_RENOVAR) {
      if (opciones.renovar) return opciones.renovar();
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      if (refreshToken !== 'r1') return json(401, { msg: 'Tu sesión expiró.' });
      return json(200, { accessToken: 'a2', refreshToken: 'r2' });
    }
    return auth === `Bearer ${vigente}` ? json(200, { ok: true }) : json(401, { msg: 'Tu sesión expiró.' });
  });
  const tokens = {
    get: () => guardados,
    set: vi.fn((t: Tokens | null) => {
      guardados = t;
    }),
  };
  const onSesionExpirada = vi.fn();
  const pedir = crearFetchAutenticado({ fetch, tokens, urlRenovar: URL_RENOVAR, onSesionExpirada });
  return {
    pedir,
    fetch,
    tokens,
    llamadas,
    onSesionExpirada,
    guardados: () => guardados,
    vencer: (nuevo: string) => {
      vigente = nuevo;
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('crearFetchAutenticado', () => {
  it('sends the access token as a bearer credential and does not renew a valid one', async () => {
    const e = escenario({ inicial: { accessToken: 'a2', refreshToken: 'r1' } });
    const respuesta = await e.pedir('/api/auth/perfil', { method: 'GET' });
    expect(respuesta.status).toBe(200);
    expect(e.llamadas).toEqual([{ url: '/api/auth/perfil', auth: 'Bearer a2', body: undefined }]);
  });

  it('on a 401 renews once with the refresh token, stores the new pair and retries', async () => {
    const e = escenario();
    const respuesta = await e.pedir('/api/users', { method: 'PUT', body: '{"x":1}' });
    expect(respuesta.status).toBe(200);
    expect(e.llamadas).toEqual([
      { url: '/api/users', auth: 'Bearer a1', body: '{"x":1}' },
      { url: URL_RENOVAR, auth: null, body: '{"refreshToken":"r1"}' },
      { url: '/api/users', auth: 'Bearer a2', body: '{"x":1}' },
    ]);
    expect(e.guardados()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(e.onSesionExpirada).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 goes back to the caller', async () => {
    const e = escenario();
    e.vencer('nunca');
    const respuesta = await e.pedir('/api/users', { method: 'GET' });
    expect(respuesta.status).toBe(401);
    expect(e.llamadas.map((l) => l.url)).toEqual(['/api/users', URL_RENOVAR, '/api/users']);
  });

  it('when renewal fails it logs, removes both tokens and reports the expired session', async () => {
    const consola = vi.spyOn(console, 'error').mockImplementation(() => {});
    const e = escenario({ renovar: () => json(401, { msg: 'Tu sesión expiró.' }) });
    const respuesta = await e.pedir('/api/users', { method: 'GET' });
    expect(respuesta.status).toBe(401);
    expect(e.guardados()).toBeNull();
    expect(e.onSesionExpirada).toHaveBeenCalledTimes(1);
    expect(consola).toHaveBeenCalledWith('Error al renovar los tokens:', expect.any(Error));
    expect(e.llamadas.map((l) => l.url)).toEqual(['/api/users', URL_RENOVAR]);
  });

  it('a renewal lost to the network fails the call and keeps the session', async () => {
    const e = escenario({
      renovar: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(e.pedir('/api/users', { method: 'GET' })).rejects.toThrow('Failed to fetch');
    expect(e.guardados()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(e.onSesionExpirada).not.toHaveBeenCalled();
  });

  it("a busy server's 503 to the renewal is the call's answer, and the session stays for the next try", async () => {
    const e = escenario({
      renovar: () => json(503, { msg: 'El servidor está ocupado.', code: 'SERVIDOR_SOBRECARGADO' }),
    });
    const respuesta = await e.pedir('/api/users', { method: 'GET' });
    expect(respuesta.status).toBe(503);
    expect(await respuesta.json()).toMatchObject({ code: 'SERVIDOR_SOBRECARGADO' });
    expect(e.guardados()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    expect(e.onSesionExpirada).not.toHaveBeenCalled();
  });

  it('requests failing together share one renewal (a rotated token is never sent twice)', async () => {
    const e = escenario();
    const respuestas = await Promise.all([
      e.pedir('/api/a', { method: 'GET' }),
      e.pedir('/api/b', { method: 'GET' }),
      e.pedir('/api/c', { method: 'GET' }),
    ]);
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(e.llamadas.filter((l) => l.url === URL_RENOVAR)).toHaveLength(1);
  });

  it('uses tokens renewed elsewhere (another tab) instead of renewing again', async () => {
    const e = escenario();
    const fetchOriginal = e.fetch.getMockImplementation();
    // The first answer arrives after another tab already stored the new pair.
    e.fetch.mockImplementationOnce(async (url, init) => {
      const r = await fetchOriginal!(url, init);
      e.tokens.set({ accessToken: 'a2', refreshToken: 'r2' });
      return r;
    });
    expect((await e.pedir('/api/users', { method: 'GET' })).status).toBe(200);
    expect(e.llamadas.map((l) => l.url)).toEqual(['/api/users', '/api/users']);
  });

  it('does not renew without a session or for answers other than 401', async () => {
    const sinSesion = escenario({ inicial: null });
    expect((await sinSesion.pedir('/api/users', { method: 'GET' })).status).toBe(401);
    expect(sinSesion.llamadas).toEqual([{ url: '/api/users', auth: null, body: undefined }]);

    const e = escenario();
    e.fetch.mockResolvedValueOnce(json(403, { msg: 'No tienes permiso para realizar esta acción.' }));
    expect((await e.pedir('/api/users', { method: 'GET' })).status).toBe(403);
    expect(e.llamadas).toHaveLength(0);
    expect(e.fetch).toHaveBeenCalledTimes(1);
  });
});
