import { describe, expect, it } from 'vitest';
import { enlaceCancelar } from './enlaces.js';

describe('enlaceCancelar', () => {
  it('encodes the e-mail as one path segment', () => {
    expect(enlaceCancelar('http://localhost:5173', 'a/b@c.cl')).toBe(
      'http://localhost:5173/agenda/cancelar/a%2Fb%40c.cl',
    );
  });
});
