import { CABECERA_TOKEN_CLIENTE } from '@barberia/shared';

/**
 * The client's proofs kept on this device (docs/decisions/011): the `tokenCliente` of each booking
 * made here and the token of a mailed link once opened. They go back to the API in `X-Token-Cliente`.
 * localStorage, like the session's tokens (spec §9), so the device that booked needs no extra step.
 */
export interface TokenGuardado {
  /** Lower case, as the server signs it. */
  email: string;
  token: string;
  /** Milliseconds since the epoch, from the token's own `exp`. */
  expira: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const CLAVE = 'tokensCliente';

function localStorageDelNavegador(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage: the mailed link still works, only this device forgets it.
    return null;
  }
}

/** The e-mail and expiry a token says it has; the server checks its signature, the page only sorts. */
export function leerToken(token: string): TokenGuardado | null {
  const cuerpo = token.split('.')[1];
  if (!cuerpo) return null;
  try {
    const json = atob(cuerpo.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub, exp } = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    if (typeof sub !== 'string' || typeof exp !== 'number') return null;
    return { email: sub.toLowerCase(), token, expira: exp * 1000 };
  } catch {
    return null;
  }
}

export function crearTokensCliente(storage: () => StorageLike | null = localStorageDelNavegador) {
  function leer(ahora: number): TokenGuardado[] {
    try {
      const guardado: unknown = JSON.parse(storage()?.getItem(CLAVE) ?? '[]');
      if (!Array.isArray(guardado)) return [];
      return guardado
        .map((g) => (typeof g?.token === 'string' ? leerToken(g.token) : null))
        .filter((g): g is TokenGuardado => g !== null && g.expira > ahora);
    } catch {
      return [];
    }
  }

  return {
    /** Keeps a proof; expired ones are dropped on the way, so the list never grows without bound. */
    guardar(token: string, ahora: number) {
      const nuevo = leerToken(token);
      if (!nuevo || nuevo.expira <= ahora) return;
      const lista = [...leer(ahora).filter((g) => g.token !== token), nuevo];
      try {
        storage()?.setItem(CLAVE, JSON.stringify(lista.map(({ token: t }) => ({ token: t }))));
      } catch {
        // Quota or privacy errors: the page can still ask for a mailed link.
      }
    },
    /** Every live proof of this device, whatever its address (a page that does not know the address yet). */
    todos(ahora: number): string[] {
      return leer(ahora).map((g) => g.token);
    },
    /** The live proofs for that address. */
    de(email: string, ahora: number): string[] {
      const buscado = email.trim().toLowerCase();
      return leer(ahora)
        .filter((g) => g.email === buscado)
        .map((g) => g.token);
    },
  };
}

export const tokensCliente = crearTokensCliente();

/** The header that carries proofs to the API (several, comma-separated: the server keeps the valid ones). */
export const cabeceraDePruebas = (tokens: readonly string[]) => ({
  [CABECERA_TOKEN_CLIENTE]: tokens.join(','),
});
