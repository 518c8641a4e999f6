import { describe, expect, it } from 'vitest';
import { resumenDelBloque } from './resumen-del-bloque';

const corte = { servicio: 'Corte de pelo', serviciosAdicionales: [], duracion: 45, precio: 13000, abono: 0 };
const perfilado = { _id: 'p', servicio: 'Perfilado de barba', precio: 4000, duracion: 30 };

describe('resumenDelBloque', () => {
  it('names the whole block with its total length and price', () => {
    expect(
      resumenDelBloque({ ...corte, serviciosAdicionales: [perfilado], duracion: 75, precio: 17000 }),
    ).toBe('Corte de pelo + Perfilado de barba · 75 min · $17.000');
  });

  it('adds the deposit only when the block asks one', () => {
    expect(resumenDelBloque(corte)).toBe('Corte de pelo · 45 min · $13.000');
    expect(resumenDelBloque({ ...corte, abono: 5000 })).toBe(
      'Corte de pelo · 45 min · $13.000 · Abono $5.000',
    );
  });
});
