import { describe, expect, it } from 'vitest';
import { elementoEnRuta, rutaDeElemento } from './ruta-de-elemento';

interface Nodo {
  nombre: string;
  parentElement: Nodo | null;
  children: Nodo[];
}

/** A tiny element tree, enough for the path helpers (no DOM in the unit tests). */
function nodo(nombre: string, hijos: Nodo[] = []): Nodo {
  const el: Nodo = { nombre, parentElement: null, children: hijos };
  for (const h of hijos) h.parentElement = el;
  return el;
}

describe('rutaDeElemento / elementoEnRuta', () => {
  const enlace = nodo('a');
  const raiz = nodo('root', [
    nodo('a-saltar'),
    nodo('header', [nodo('marca'), nodo('nav', [nodo('li'), enlace])]),
  ]);

  it('finds the same place again in another tree of the same shape', () => {
    const ruta = rutaDeElemento(enlace as unknown as Element, raiz as unknown as Element);
    expect(ruta).toEqual([1, 1, 1]);
    const otra = nodo('root', [nodo('x'), nodo('y', [nodo('z'), nodo('w', [nodo('v'), nodo('el-nuevo')])])]);
    expect((elementoEnRuta(ruta!, otra as unknown as Element) as unknown as { nombre: string }).nombre).toBe(
      'el-nuevo',
    );
  });

  it('gives up when the element is outside the root or the place no longer exists', () => {
    const suelto = nodo('suelto');
    expect(rutaDeElemento(suelto as unknown as Element, raiz as unknown as Element)).toBeNull();
    expect(elementoEnRuta([5, 0], raiz as unknown as Element)).toBeNull();
  });
});
