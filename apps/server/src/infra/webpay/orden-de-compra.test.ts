import { describe, expect, it } from 'vitest';
import { nuevaOrden } from './orden-de-compra.js';

describe('nuevaOrden', () => {
  it('is the prefix and two groups of five characters a person can read aloud', () => {
    for (let i = 0; i < 500; i++) {
      const codigo = nuevaOrden('BM-');
      expect(codigo).toMatch(/^BM-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(codigo.length).toBeLessThanOrEqual(26);
    }
    expect(nuevaOrden('EF-')).toMatch(/^EF-/);
  });

  it('uses every byte value evenly: 0 is «0», 31 is «Z», 32 wraps to «0», 255 is «Z»', () => {
    const bytes = (valores: number[]) => () => Uint8Array.from(valores);
    expect(nuevaOrden('BM-', bytes([0, 31, 32, 255, 10, 17, 18, 20, 21, 27]))).toBe('BM-0Z0ZA-HJMNV');
  });

  it('draws a different code each time', () => {
    const codigos = new Set(Array.from({ length: 2000 }, () => nuevaOrden('BM-')));
    expect(codigos.size).toBe(2000);
  });
});
