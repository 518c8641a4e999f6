import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mover } from './orden';

describe('mover', () => {
  it('moves one item up, down, to the ends, and clamps what is out of the list', () => {
    expect(mover(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(mover(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(mover(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(mover(['a', 'b', 'c', 'd'], 0, 99)).toEqual(['b', 'c', 'd', 'a']);
    expect(mover(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(mover(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('never loses, duplicates or reorders the other items', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1 }), fc.nat(), fc.integer(), (lista, d, h) => {
        const desde = d % lista.length;
        const movida = mover(lista, desde, h);
        expect([...movida].sort()).toEqual([...lista].sort());
        const resto = (l: number[]) => l.filter((x) => x !== lista[desde]);
        expect(resto(movida)).toEqual(resto(lista));
        expect(movida[Math.max(0, Math.min(h, lista.length - 1))]).toBe(lista[desde]);
      }),
    );
  });
});
