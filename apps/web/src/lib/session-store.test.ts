import { describe, expect, it, vi } from 'vitest';
import { crearSessionStore } from './session-store';

function memoria(inicial: Record<string, string> = {}) {
  const datos = new Map(Object.entries(inicial));
  return {
    datos,
    storage: {
      getItem: (k: string) => datos.get(k) ?? null,
      setItem: (k: string, v: string) => void datos.set(k, v),
      removeItem: (k: string) => void datos.delete(k),
    },
  };
}

const leerNumero = (v: unknown) => (typeof v === 'number' ? v : 0);

describe('crearSessionStore', () => {
  it('reads the stored value through the parser', () => {
    const { storage } = memoria({ clave: '7' });
    expect(crearSessionStore('clave', leerNumero, () => storage).get()).toBe(7);
  });

  it('falls back to the parser default on missing or corrupt JSON', () => {
    expect(crearSessionStore('clave', leerNumero, () => memoria().storage).get()).toBe(0);
    const { storage } = memoria({ clave: '{roto' });
    expect(crearSessionStore('clave', leerNumero, () => storage).get()).toBe(0);
  });

  it('gives what the server drew with (nothing stored) as `inicial`, whatever is stored, always the same value', () => {
    const { storage } = memoria({ clave: '[1,2]' });
    const leerLista = (v: unknown) => (Array.isArray(v) ? v : []);
    const store = crearSessionStore('clave', leerLista, () => storage);
    expect(store.get()).toEqual([1, 2]);
    expect(store.inicial()).toEqual([]);
    expect(store.inicial()).toBe(store.inicial());
  });

  it('writes, keeps a stable snapshot and notifies subscribers', () => {
    const { datos, storage } = memoria();
    const store = crearSessionStore('clave', leerNumero, () => storage);
    const listener = vi.fn();
    const dejar = store.subscribe(listener);
    store.set(3);
    expect(datos.get('clave')).toBe('3');
    expect(store.get()).toBe(store.get());
    expect(listener).toHaveBeenCalledTimes(1);
    dejar();
    store.set(4);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the entry when set to null', () => {
    const { datos, storage } = memoria({ clave: '"x"' });
    const store = crearSessionStore<string | null>(
      'clave',
      (v) => (typeof v === 'string' ? v : null),
      () => storage,
    );
    store.set(null);
    expect(datos.has('clave')).toBe(false);
  });

  it('keeps working in memory when storage is unavailable', () => {
    const store = crearSessionStore('clave', leerNumero, () => null);
    store.set(5);
    expect(store.get()).toBe(5);
  });
});
