import { describe, expect, it } from 'vitest';
import { paginasVisibles } from './paginacion';

const texto = (actual: number, total: number) =>
  paginasVisibles(actual, total)
    .map((p) => (typeof p === 'number' ? String(p) : '…'))
    .join(' ');

describe('paginasVisibles', () => {
  it('shows nothing without pages', () => {
    expect(paginasVisibles(1, 0)).toEqual([]);
  });

  it.each([1, 2, 3, 4])('shows all %i pages when there are 4 or fewer', (total) => {
    for (let actual = 1; actual <= total; actual++) {
      expect(paginasVisibles(actual, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
  });

  it('near the start: 1 2 3 … n', () => {
    expect(texto(1, 10)).toBe('1 2 3 … 10');
    expect(texto(2, 10)).toBe('1 2 3 … 10');
  });

  it('near the end: 1 … n-2 n-1 n', () => {
    expect(texto(10, 10)).toBe('1 … 8 9 10');
    expect(texto(9, 10)).toBe('1 … 8 9 10');
  });

  it('in the middle: 1 … a-1 a a+1 … n', () => {
    expect(texto(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(texto(8, 10)).toBe('1 … 7 8 9 10');
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(texto(1, 5)).toBe('1 2 3 4 5');
    expect(texto(3, 5)).toBe('1 2 3 4 5');
    expect(texto(3, 6)).toBe('1 2 3 4 5 6');
    expect(texto(3, 7)).toBe('1 2 3 4 … 7');
    expect(texto(4, 10)).toBe('1 2 3 4 5 … 10');
  });

  it('clamps a page out of range and keeps the ellipses apart for React keys', () => {
    expect(texto(99, 7)).toBe('1 … 5 6 7');
    expect(paginasVisibles(5, 10)).toEqual([1, 'elipsis-inicio', 4, 5, 6, 'elipsis-fin', 10]);
  });
});
