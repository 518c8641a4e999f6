import { afterAll, beforeAll } from 'vitest';

/**
 * Something the tests of one describe block share (the app, an SMTP server): created in a beforeAll of the
 * block, where this is called, and closed in its afterAll. What it returns stands for that thing and is only
 * read inside hooks and tests; read earlier, it says so. Hooks run in order and after hooks in reverse
 * (Vitest's `sequence.hooks: 'stack'`), so what is created first is closed last.
 */
export function delBloque<T extends object>(crear: () => Promise<T>, cerrar: (valor: T) => Promise<void>): T {
  let valor: T | undefined;
  beforeAll(async () => {
    valor = await crear();
  });
  afterAll(async () => {
    if (valor) await cerrar(valor);
  });
  return new Proxy({} as T, {
    get(_, clave) {
      if (!valor) throw new Error(`${String(clave)}: se lee antes del beforeAll de su bloque`);
      return Reflect.get(valor, clave);
    },
  });
}
