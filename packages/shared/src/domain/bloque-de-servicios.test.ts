import { describe, expect, it } from 'vitest';
import { adicionalesPosibles, bloqueDeServicios } from './bloque-de-servicios.js';
import { nombreDelBloque, serviciosDeLaHora } from './nombre-del-bloque.js';

const corte = { _id: 's1', servicio: 'Corte de pelo', precio: 12000, duracion: 45 };
const barba = { _id: 's2', servicio: 'Barba', precio: 7000, duracion: 30 };
const cejas = { _id: 's3', servicio: 'Cejas', precio: 3000, duracion: 15 };
const tinte = { _id: 's4', servicio: 'Tinte', precio: 20000, duracion: 60 };
const diego = { _id: 'b1', servicios: [corte, barba, cejas] };
const matias = { _id: 'b2', servicios: [corte, tinte] };

describe('one block of several services', () => {
  it.each([
    { servicios: [corte], duracion: 45, precio: 12000 },
    { servicios: [corte, barba], duracion: 75, precio: 19000 },
    { servicios: [corte, barba, cejas], duracion: 90, precio: 22000 },
    { servicios: [barba, corte], duracion: 75, precio: 19000 },
    { servicios: [{ ...cejas, precio: 0 }], duracion: 15, precio: 0 },
    { servicios: [], duracion: 0, precio: 0 },
  ])('sums length and price of $servicios.length services', ({ servicios, duracion, precio }) => {
    expect(bloqueDeServicios(servicios)).toEqual({ duracion, precio });
  });

  it('names the block with its services in order, one service as itself', () => {
    expect(nombreDelBloque(['Corte de pelo'])).toBe('Corte de pelo');
    expect(nombreDelBloque(['Corte de pelo', 'Barba', 'Cejas'])).toBe('Corte de pelo + Barba + Cejas');
    expect(serviciosDeLaHora({ servicio: 'Corte de pelo' })).toBe('Corte de pelo');
    expect(serviciosDeLaHora({ servicio: 'Corte de pelo', serviciosAdicionales: ['Barba'] })).toBe(
      'Corte de pelo + Barba',
    );
  });
});

describe('the add-ons on offer', () => {
  const ids = (lista: { _id: string }[]) => lista.map((s) => s._id);

  it("offers the chosen barber's other services, never one already chosen", () => {
    expect(ids(adicionalesPosibles([diego, matias], ['s1'], 'b1'))).toEqual(['s2', 's3']);
    expect(ids(adicionalesPosibles([diego, matias], ['s1', 's2'], 'b1'))).toEqual(['s3']);
    expect(ids(adicionalesPosibles([diego, matias], ['s1'], 'b2'))).toEqual(['s4']);
  });

  it('with «Cualquiera», what some barber who does every chosen service also does', () => {
    expect(ids(adicionalesPosibles([diego, matias], ['s1'], null))).toEqual(['s2', 's3', 's4']);
    // Barba is Diego's only: with it chosen, Matías's tinte cannot join the same block.
    expect(ids(adicionalesPosibles([diego, matias], ['s1', 's2'], null))).toEqual(['s3']);
    expect(ids(adicionalesPosibles([diego, matias], ['s1', 's4'], null))).toEqual([]);
  });

  it('offers nothing for a barber who does not do the main service, or an unknown barber', () => {
    expect(adicionalesPosibles([diego, matias], ['s4'], 'b1')).toEqual([]);
    expect(adicionalesPosibles([diego, matias], ['s1'], 'nadie')).toEqual([]);
  });
});
