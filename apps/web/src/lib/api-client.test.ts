import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorDeRespuesta, esNoEncontrado, mensajeDeError } from './api-client';
import { MENSAJES_BACK_OFFICE } from './mensajes/back-office';

describe('errorDeRespuesta', () => {
  it.each([
    [
      409,
      { msg: 'La hora ya está agendada.', code: 'HORA_YA_AGENDADA' },
      'La hora ya está agendada.',
      'HORA_YA_AGENDADA',
    ],
    [404, { msg: '', code: 'X' }, undefined, 'X'],
    [500, null, undefined, undefined],
    [502, 'Bad gateway', undefined, undefined],
    [400, { msg: 42 }, undefined, undefined],
  ])('status %i with %j', (status, cuerpo, msg, code) => {
    const error = errorDeRespuesta(status, cuerpo);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.msg).toBe(msg);
    expect(error.code).toBe(code);
  });
});

describe('mensajeDeError', () => {
  const porDefecto = MENSAJES_BACK_OFFICE.ACCION;

  it('prefers the server message', () => {
    expect(mensajeDeError(new ApiError(404, 'Fecha no encontrada.'), porDefecto)).toBe(
      'Fecha no encontrada.',
    );
  });

  it('falls back when the server sent no message or it was not an API error', () => {
    expect(mensajeDeError(new ApiError(500), porDefecto)).toBe(porDefecto);
    expect(mensajeDeError(new TypeError('Failed to fetch'), porDefecto)).toBe(porDefecto);
  });
});

describe('esNoEncontrado', () => {
  it('is true only for a 404 ApiError', () => {
    expect(esNoEncontrado(new ApiError(404))).toBe(true);
    expect(esNoEncontrado(new ApiError(409))).toBe(false);
    expect(esNoEncontrado(new Error('404'))).toBe(false);
  });
});

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fetchQueResponde = () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('asks the path under /api once', async () => {
    const fetch = fetchQueResponde();
    await expect(apiRequest('/horas-agendadas/h1/asistencia', { method: 'PUT', body: {} })).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledWith('/api/horas-agendadas/h1/asistencia', expect.anything());
  });

  // Issue 41: «Asistió» went to /api/api/horas-agendadas/… and the server answered 404.
  it.each(['/api/horas-agendadas/h1/asistencia', '/api', '/api?x=1', 'horas-agendadas/h1'])(
    'refuses %s before any request',
    async (ruta) => {
      const fetch = fetchQueResponde();
      await expect(apiRequest(ruta)).rejects.toThrow(/sin \/api y empezando con «\/»/);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('takes a path that only begins like the base', async () => {
    const fetch = fetchQueResponde();
    await apiRequest('/apis');
    expect(fetch).toHaveBeenCalledWith('/api/apis', expect.anything());
  });
});
