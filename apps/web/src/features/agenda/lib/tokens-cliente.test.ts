import { describe, expect, it } from 'vitest';
import { crearTokensCliente, leerToken } from './tokens-cliente';

const base64url = (x: object) =>
  btoa(JSON.stringify(x)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (sub: string, exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub, exp })}.firma`;

function memoria() {
  const datos = new Map<string, string>();
  return {
    getItem: (k: string) => datos.get(k) ?? null,
    setItem: (k: string, v: string) => void datos.set(k, v),
    datos,
  };
}

describe('tokens del cliente en este dispositivo', () => {
  const AHORA = 1_800_000_000_000;
  const vigente = token('ana@correo.cl', AHORA / 1000 + 3600);

  it('lee el correo y el vencimiento que el token dice tener', () => {
    expect(leerToken(vigente)).toEqual({ email: 'ana@correo.cl', token: vigente, expira: AHORA + 3_600_000 });
    expect(leerToken('basura')).toBeNull();
    expect(leerToken('a.no-es-json.c')).toBeNull();
  });

  it('devuelve los tokens vigentes de un correo, sin importar mayúsculas, y descarta los vencidos', () => {
    const s = memoria();
    const tokens = crearTokensCliente(() => s);
    const otro = token('beto@correo.cl', AHORA / 1000 + 60);
    const vencido = token('ana@correo.cl', AHORA / 1000 - 1);
    tokens.guardar(vigente, AHORA);
    tokens.guardar(vigente, AHORA);
    tokens.guardar(otro, AHORA);
    tokens.guardar(vencido, AHORA);
    expect(tokens.de(' ANA@correo.cl ', AHORA)).toEqual([vigente]);
    expect(tokens.de('beto@correo.cl', AHORA)).toEqual([otro]);
    expect(tokens.de('beto@correo.cl', AHORA + 61_000)).toEqual([]);
    // The next save forgets what has expired.
    tokens.guardar(token('caro@correo.cl', AHORA / 1000 + 7200), AHORA + 61_000);
    expect(s.datos.get('tokensCliente')).not.toContain(otro);
  });

  it('un valor dañado en el almacenamiento no rompe la página', () => {
    const s = memoria();
    s.setItem('tokensCliente', '{no es json');
    expect(crearTokensCliente(() => s).de('ana@correo.cl', AHORA)).toEqual([]);
    s.setItem('tokensCliente', JSON.stringify([{ token: 5 }, null, 'x']));
    expect(crearTokensCliente(() => s).de('ana@correo.cl', AHORA)).toEqual([]);
  });
});
