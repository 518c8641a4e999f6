/** A value kept in sessionStorage that React can subscribe to (via useSyncExternalStore). */
export interface SessionStore<T> {
  get(): T;
  /**
   * The value with nothing stored: what the server drew the page with. React reads it while it adopts
   * the server's HTML (useSyncExternalStore's third argument) and moves to `get()` right after.
   */
  inicial(): T;
  set(valor: T): void;
  subscribe(listener: () => void): () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageDelNavegador(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the flow still works within the page.
    return null;
  }
}

/**
 * `leer` turns whatever was stored (possibly old or hand-edited) into a valid value, so a corrupt
 * entry never breaks a screen. The snapshot is cached because useSyncExternalStore needs a stable one.
 */
export function crearSessionStore<T>(
  clave: string,
  leer: (guardado: unknown) => T,
  storage: () => StorageLike | null = storageDelNavegador,
): SessionStore<T> {
  let cache: { valor: T } | null = null;
  let vacio: { valor: T } | null = null;
  const listeners = new Set<() => void>();

  function cargar(): T {
    const texto = storage()?.getItem(clave) ?? null;
    if (texto === null) return leer(null);
    try {
      return leer(JSON.parse(texto));
    } catch {
      return leer(null);
    }
  }

  return {
    get() {
      if (!cache) cache = { valor: cargar() };
      return cache.valor;
    },
    inicial() {
      if (!vacio) vacio = { valor: leer(null) };
      return vacio.valor;
    },
    set(valor) {
      cache = { valor };
      try {
        const s = storage();
        if (valor === null) s?.removeItem(clave);
        else s?.setItem(clave, JSON.stringify(valor));
      } catch {
        // Quota or privacy errors: keep the in-memory value, the page keeps working until a reload.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
