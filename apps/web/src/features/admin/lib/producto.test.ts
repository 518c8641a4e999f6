import { describe, expect, it } from 'vitest';
import { textoDescuento } from './producto';

describe('textoDescuento', () => {
  it.each([
    ['10000', '8500', '-15%'],
    ['9990', '8490', '-15%'],
    ['3000', '1000', '-67%'],
    ['10000', '10000', 'Sin descuento'],
    ['10000', '12000', '+20%'],
    ['0', '5000', 'Sin descuento'],
    ['', '5000', 'Sin descuento'],
    ['10000', '', 'Sin descuento'],
    ['abc', '5000', 'Sin descuento'],
  ])('base %s, final %s → %s', (base, final, texto) => {
    expect(textoDescuento(base, final)).toBe(texto);
  });
});
