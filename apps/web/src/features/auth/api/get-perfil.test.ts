import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { tokensSesion } from '../../../lib/session-tokens';
import { getPerfil, perfilQueryOptions } from './get-perfil';

const respuesta = vi.hoisted(() => ({ actual: (): unknown => null }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  apiRequest: async () => respuesta.actual(),
}));

const TOKENS = { accessToken: 'a1', refreshToken: 'r1' };
const reintenta = perfilQueryOptions.retry as (intentos: number, error: unknown) => boolean;

describe('the session and a failed profile (decision 046)', () => {
  afterEach(() => tokensSesion.set(null));

  it('a refused token ends the session, and is not asked again', async () => {
    for (const status of [401, 403]) {
      tokensSesion.set(TOKENS);
      const error = new ApiError(status, 'Tu sesión expiró.');
      respuesta.actual = () => {
        throw error;
      };
      await expect(getPerfil()).rejects.toBe(error);
      expect(tokensSesion.get()).toBeNull();
      expect(reintenta(0, error)).toBe(false);
    }
  });

  it('a busy server, a fault or a lost connection keep the session, and are asked three more times', async () => {
    for (const error of [new ApiError(503), new ApiError(500), new TypeError('Failed to fetch')]) {
      tokensSesion.set(TOKENS);
      respuesta.actual = () => {
        throw error;
      };
      await expect(getPerfil()).rejects.toBe(error);
      expect(tokensSesion.get()).toEqual(TOKENS);
      expect([0, 1, 2, 3].map((n) => reintenta(n, error))).toEqual([true, true, true, false]);
    }
  });
});
