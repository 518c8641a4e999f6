import { describe, expect, it } from 'vitest';
import { ApiError, errorDeRespuesta, esNoEncontrado, mensajeDeError } from './api-client';
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
