import { describe, expect, it } from 'vitest';
import { firmarTokenCliente, verificarTokensCliente } from '../fechas/index.js';
import { emailDeTokenBaja, firmarTokenBaja } from './token-baja.js';

const SECRETO = new TextEncoder().encode('secreto-de-pruebas-con-al-menos-32-caracteres');
const AHORA = new Date('2026-12-07T12:00:00Z');
const en = (dias: number) => new Date(AHORA.getTime() + dias * 86_400_000);

describe("the opt-out link's proof (issue 41)", () => {
  it('unsubscribes its address and is no client proof, whatever it lives', async () => {
    for (const dias of [1, 30, 365]) {
      const baja = await firmarTokenBaja('Ana@Correo.cl', en(dias), SECRETO, AHORA);
      expect(await emailDeTokenBaja(baja, SECRETO, AHORA)).toBe('ana@correo.cl');
      expect(await verificarTokensCliente(baja, SECRETO, AHORA)).toEqual([]);
    }
  });

  it('a link mailed before (a year-long `correo` proof) still unsubscribes, and is no client proof any more', async () => {
    const antigua = await firmarTokenCliente(
      { tipo: 'correo', email: 'ana@correo.cl' },
      en(365),
      SECRETO,
      AHORA,
    );
    expect(await emailDeTokenBaja(antigua, SECRETO, AHORA)).toBe('ana@correo.cl');
    expect(await verificarTokensCliente(antigua, SECRETO, AHORA)).toEqual([]);
  });

  it("a client's other proofs stay proofs and unsubscribe nothing", async () => {
    const porHora = { tipo: 'hora', email: 'ana@correo.cl', horaAgendadaId: 'h1' } as const;
    for (const [prueba, dias] of [
      [{ tipo: 'correo', email: 'ana@correo.cl' } as const, 1],
      [{ tipo: 'correo', email: 'ana@correo.cl' } as const, 364],
      [porHora, 365],
    ] as const) {
      const token = await firmarTokenCliente(prueba, en(dias), SECRETO, AHORA);
      expect(await verificarTokensCliente(token, SECRETO, AHORA)).toEqual([prueba]);
      expect(await emailDeTokenBaja(token, SECRETO, AHORA)).toBeNull();
    }
  });

  it('refuses one signed with another secret, expired or tampered with', async () => {
    const otro = new TextEncoder().encode('otro-secreto-con-al-menos-32-caracteres!!');
    const ajena = await firmarTokenBaja('ana@correo.cl', en(30), otro, AHORA);
    expect(await emailDeTokenBaja(ajena, SECRETO, AHORA)).toBeNull();
    const vencida = await firmarTokenBaja('ana@correo.cl', en(30), SECRETO, AHORA);
    expect(await emailDeTokenBaja(vencida, SECRETO, en(31))).toBeNull();
    expect(await emailDeTokenBaja(`${vencida}x`, SECRETO, AHORA)).toBeNull();
  });
});
