import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { abonoRequerido } from './abono-requerido';

const COTIZACION = {
  monto: 5000,
  credito: 0,
  aPagar: 5000,
  texto: 'Esta hora pide un abono de $5.000, que se descuenta del precio.',
};
const rechazo = (code: string, cuerpo: Record<string, unknown>) =>
  new ApiError(409, 'Esta hora pide un abono.', code, [], {
    msg: 'Esta hora pide un abono.',
    code,
    ...cuerpo,
  });

describe('abonoRequerido', () => {
  it('reads the quote of a 409 ABONO_REQUERIDO', () => {
    expect(abonoRequerido(rechazo('ABONO_REQUERIDO', { abono: COTIZACION }))).toEqual(COTIZACION);
  });

  it('is null for any other refusal, and for a quote it cannot read', () => {
    expect(abonoRequerido(rechazo('HORA_YA_AGENDADA', { abono: COTIZACION }))).toBeNull();
    expect(abonoRequerido(rechazo('ABONO_REQUERIDO', {}))).toBeNull();
    expect(
      abonoRequerido(rechazo('ABONO_REQUERIDO', { abono: { ...COTIZACION, aPagar: '5000' } })),
    ).toBeNull();
    expect(abonoRequerido(new TypeError('Failed to fetch'))).toBeNull();
  });
});
