import type { Tokens } from '@barberia/shared';

/** The session's tokens (the login's `tokensSchema`), kept in localStorage under the spec's keys (000 §3, §9). */
export type { Tokens };

export interface TokensStore {
  get(): Tokens | null;
  /** null removes both keys: the session is over. */
  set(tokens: Tokens | null): void;
  subscribe(listener: () => void): () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';

function localStorageDelNavegador(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings): the session then lives only in memory until a reload.
    return null;
  }
}

/**
 * A store React can subscribe to (useSyncExternalStore). It re-reads storage when another tab changes
 * it, so logging out or renewing in one tab is seen by the others.
 */
export function crearTokensStore(storage: () => StorageLike | null = localStorageDelNavegador): TokensStore {
  let cache: { valor: Tokens | null } | null = null;
  const listeners = new Set<() => void>();

  function leer(): Tokens | null {
    const s = storage();
    const accessToken = s?.getItem(ACCESS) ?? null;
    const refreshToken = s?.getItem(REFRESH) ?? null;
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  }

  function avisar() {
    for (const listener of listeners) listener();
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== ACCESS && event.key !== REFRESH) return;
      cache = null;
      avisar();
    });
  }

  return {
    get() {
      if (!cache) cache = { valor: leer() };
      return cache.valor;
    },
    set(tokens) {
      cache = { valor: tokens };
      try {
        const s = storage();
        if (tokens) {
          s?.setItem(ACCESS, tokens.accessToken);
          s?.setItem(REFRESH, tokens.refreshToken);
        } else {
          s?.removeItem(ACCESS);
          s?.removeItem(REFRESH);
        }
      } catch {
        // Quota or privacy errors: the in-memory value still serves this page.
      }
      avisar();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's session: the one store the API client and the auth feature share. */
export const tokensSesion = crearTokensStore();
