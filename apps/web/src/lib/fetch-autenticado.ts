import type { Tokens, TokensStore } from './session-tokens';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchAutenticadoDeps {
  fetch: Fetch;
  tokens: Pick<TokensStore, 'get' | 'set'>;
  /** Where POST { refreshToken } answers a new pair. */
  urlRenovar: string;
  /** Told once the session could not be renewed; the app decides what the person sees (go to /login). */
  onSesionExpirada: () => void;
  /**
   * Runs the renewal under a lock shared by every tab. Refresh tokens rotate and reusing one revokes
   * the whole family, so two tabs must never renew with the same token. Defaults to running directly.
   */
  exclusivo?: <T>(tarea: () => Promise<T>) => Promise<T>;
}

function conToken(init: RequestInit, accessToken: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  return { ...init, headers };
}

function esTokens(valor: unknown): valor is Tokens {
  if (typeof valor !== 'object' || valor === null) return false;
  const { accessToken, refreshToken } = valor as Record<string, unknown>;
  return typeof accessToken === 'string' && accessToken !== '' && typeof refreshToken === 'string';
}

/**
 * fetch for authenticated calls (spec 000 §4): sends the access token as a bearer credential; on a 401
 * renews once with POST /auth/refresh and retries the request once. If the server refuses the renewal
 * both tokens are removed and `onSesionExpirada` is told; if it cannot renew now (5xx, 429, no
 * connection) the session stays and the call fails with that answer. Requests that fail together share one renewal.
 */
export function crearFetchAutenticado({
  fetch,
  tokens,
  urlRenovar,
  onSesionExpirada,
  exclusivo = (tarea) => tarea(),
}: FetchAutenticadoDeps): Fetch {
  let enCurso: Promise<Tokens | Response | null> | null = null;

  /**
   * New tokens; null when the server refused the renewal (the session is over); the server's own answer
   * when it could not renew now (a busy 503, a 500): the session stays and the call fails with that
   * answer. A lost connection rejects, as any call would, and also leaves the session.
   */
  async function pedirTokens(refreshToken: string): Promise<Tokens | Response | null> {
    const respuesta = await fetch(urlRenovar, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (respuesta.status >= 500 || respuesta.status === 429) return respuesta;
    try {
      if (!respuesta.ok) throw new Error(`La renovación respondió ${respuesta.status}`);
      const nuevos: unknown = await respuesta.json();
      if (!esTokens(nuevos)) throw new Error('La renovación no devolvió tokens');
      const par = { accessToken: nuevos.accessToken, refreshToken: nuevos.refreshToken };
      tokens.set(par);
      return par;
    } catch (error) {
      console.error('Error al renovar los tokens:', error);
      tokens.set(null);
      onSesionExpirada();
      return null;
    }
  }

  /** New tokens after `refreshUsado` failed, null when the session is over (see pedirTokens). */
  function renovar(refreshUsado: string): Promise<Tokens | Response | null> {
    enCurso ??= exclusivo(async () => {
      // Another request or tab may have renewed while this one waited: use its tokens.
      const actuales = tokens.get();
      if (!actuales) return null;
      if (actuales.refreshToken !== refreshUsado) return actuales;
      return pedirTokens(actuales.refreshToken);
    }).finally(() => {
      enCurso = null;
    });
    return enCurso;
  }

  return async (url, init) => {
    const usados = tokens.get();
    const respuesta = await fetch(url, conToken(init, usados?.accessToken));
    if (respuesta.status !== 401 || !usados?.refreshToken) return respuesta;
    const nuevos = await renovar(usados.refreshToken);
    if (nuevos instanceof Response) return nuevos;
    if (!nuevos) return respuesta;
    // One retry only: a second 401 goes back to the caller as is.
    return fetch(url, conToken(init, nuevos.accessToken));
  };
}

/** navigator.locks where the browser has it, so tabs renew one at a time. */
export function bloqueoEntrePestanas<T>(tarea: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('barberia-renovar-tokens', tarea) as Promise<T>) : tarea();
}
