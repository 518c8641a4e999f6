import { servicioInput } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { abonoDelFormulario, textoDeAbono, valoresDeAbono } from './abono';

const NBSP = '\u00a0';

describe('the services form’s deposit fields', () => {
  it.each([
    [null, { abonoTipo: '', abonoValor: '' }],
    [
      { tipo: 'monto', valor: 5000 },
      { abonoTipo: 'monto', abonoValor: '5000' },
    ],
    [
      { tipo: 'porcentaje', valor: 30 },
      { abonoTipo: 'porcentaje', abonoValor: '30' },
    ],
  ] as const)('fill in %o as %o, and read back the same deposit', (abono, valores) => {
    expect(valoresDeAbono(abono)).toEqual(valores);
    const servicio = {
      servicio: 'Corte',
      precio: '10000',
      duracion: '30',
      abono: abonoDelFormulario(valores),
    };
    const leido = servicioInput.safeParse(servicio);
    expect(leido.success && leido.data.abono).toEqual(abono);
  });

  it.each([
    [{ abonoTipo: 'monto', abonoValor: '' }, 'El monto del abono es obligatorio.'],
    [{ abonoTipo: 'monto', abonoValor: '20' }, 'El abono mínimo que acepta Webpay es de $50.'],
    [{ abonoTipo: 'porcentaje', abonoValor: '120' }, 'El porcentaje no puede superar el 100 %.'],
    [{ abonoTipo: 'porcentaje', abonoValor: '0' }, 'El porcentaje debe ser al menos 1 %.'],
  ] as const)('a wrong value %o gets the shared schema’s message under «abono»', (valores, mensaje) => {
    const leido = servicioInput.safeParse({
      servicio: 'Corte',
      precio: '10000',
      duracion: '30',
      abono: abonoDelFormulario(valores),
    });
    expect(leido.success).toBe(false);
    expect(leido.error?.issues[0]).toMatchObject({ path: ['abono', 'valor'], message: mensaje });
  });

  it('leaves the value out when «Sin abono» is chosen, whatever was typed before', () => {
    expect(abonoDelFormulario({ abonoTipo: '', abonoValor: '5000' })).toBeNull();
  });
});

describe('textoDeAbono', () => {
  it.each([
    [12000, { tipo: 'monto', valor: 5000 } as const, 'Abono $5.000'],
    [3000, { tipo: 'monto', valor: 5000 } as const, 'Abono $3.000'],
    [15000, { tipo: 'porcentaje', valor: 30 } as const, `Abono 30${NBSP}% ($4.500)`],
    [9990, { tipo: 'porcentaje', valor: 50 } as const, `Abono 50${NBSP}% ($4.995)`],
  ])('a service of %i with %o says %s', (precio, abono, texto) => {
    expect(textoDeAbono({ precio, abono })).toBe(texto);
  });
});
