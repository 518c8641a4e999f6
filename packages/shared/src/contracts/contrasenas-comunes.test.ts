import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { esContrasenaDebil, registroInput, restablecerContrasenaInput } from './contrasena-fuerte.js';
import {
  CONTRASENA_DEBIL,
  esContrasenaComun,
  registroFormulario,
  restablecerContrasenaFormulario,
} from './contrasena-nueva.js';
import { CONTRASENAS_COMUNES } from './contrasenas-comunes.js';

const INVITACION = 'a'.repeat(43);
const mayuscula = (p: string) => p.charAt(0).toUpperCase() + p.slice(1);

describe('the page hints, the server judges (issue 42)', () => {
  it("the page's list is still the first 200 of 8 or more characters of the list the server reads", () => {
    const delServidor = (dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8);
    expect([...CONTRASENAS_COMUNES]).toEqual(delServidor.slice(0, 200));
  });

  it('every password the page calls common, however it is capitalised, the server refuses too', () => {
    for (const p of CONTRASENAS_COMUNES) {
      for (const escrita of [p, mayuscula(p), p.toUpperCase()]) {
        expect(esContrasenaComun(escrita), escrita).toBe(true);
        expect(esContrasenaDebil(escrita), escrita).toBe(true);
      }
    }
    // 600 estimates, and the first one builds zxcvbn's dictionaries.
  }, 60_000);

  it('the forms refuse a listed one under the password field, with the server’s own words', () => {
    const registro = registroFormulario.safeParse({
      nombre: 'Ana',
      email: 'ana@correo.cl',
      password: 'IloveYou',
      password2: 'IloveYou',
      invitacion: INVITACION,
    });
    expect(registro.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: CONTRASENA_DEBIL }),
    ]);
    const reset = restablecerContrasenaFormulario.safeParse({ password: 'sunshine', password2: 'sunshine' });
    expect(reset.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: CONTRASENA_DEBIL }),
    ]);
  });

  it('one the short list misses (a Spanish word, the person’s own name) passes the page and the server refuses it', () => {
    const datos = { nombre: 'Diego Rojas', email: 'diego@correo.cl', invitacion: INVITACION };
    for (const password of ['murcielago', 'diego2026']) {
      expect(registroFormulario.safeParse({ ...datos, password, password2: password }).success).toBe(true);
      expect(registroInput.safeParse({ ...datos, password }).error?.issues).toEqual([
        expect.objectContaining({ path: ['password'], message: CONTRASENA_DEBIL }),
      ]);
    }
    expect(
      restablecerContrasenaInput.safeParse({ password: 'murcielago', password2: 'murcielago' }).success,
    ).toBe(false);
    // And a phrase passes both.
    const frase = 'tijera-azul-2026';
    expect(registroInput.safeParse({ ...datos, password: frase }).success).toBe(true);
    expect(registroFormulario.safeParse({ ...datos, password: frase, password2: frase }).success).toBe(true);
  });
});
