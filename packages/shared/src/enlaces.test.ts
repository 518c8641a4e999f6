import { describe, expect, it } from 'vitest';
import { enlaceCancelar } from './enlaces.js';

describe('enlaceCancelar', () => {
  it('encodes the e-mail as one path segment and carries the proof in the fragment', () => {
    expect(enlaceCancelar('http://localhost:5173', 'a/b@c.cl', 'abc.def')).toBe(
      'http://localhost:5173/agenda/cancelar/a%2Fb%40c.cl#token=abc.def',
    );
  });
});
