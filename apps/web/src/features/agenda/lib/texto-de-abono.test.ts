import { describe, expect, it } from 'vitest';
import { textoAbonoDeServicio } from './texto-de-abono';

describe('textoAbonoDeServicio', () => {
  it.each([
    [12000, null, ''],
    [12000, { tipo: 'monto', valor: 5000 }, 'Abono $5.000'],
    // A fixed amount above the price asks for the price, as the booking does.
    [3000, { tipo: 'monto', valor: 5000 }, 'Abono $3.000'],
    [15000, { tipo: 'porcentaje', valor: 30 }, 'Abono $4.500'],
    // Under Webpay's minimum of $50 nothing is asked for.
    [3000, { tipo: 'porcentaje', valor: 1 }, ''],
    [5000, { tipo: 'porcentaje', valor: 1 }, 'Abono $50'],
  ] as const)('a service of %i with %o shows «%s»', (precio, abono, texto) => {
    expect(textoAbonoDeServicio({ precio, abono })).toBe(texto);
  });

  it('shows nothing for a service from a server that sends no deposit yet', () => {
    const antiguo = { precio: 12000 } as { precio: number; abono: null };
    expect(textoAbonoDeServicio(antiguo)).toBe('');
  });
});
