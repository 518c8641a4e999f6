import { describe, expect, it } from 'vitest';
import { barberosDelServicio, serviciosDeLosBarberos } from './barberos.js';

const corte = { _id: 's1', servicio: 'Corte de pelo' };
const barba = { _id: 's2', servicio: 'Afeitado clásico' };
const degradado = { _id: 's3', servicio: 'Degradado' };
const diego = { _id: 'b1', nombre: 'Diego', servicios: [corte, barba] };
const matias = { _id: 'b2', nombre: 'Matías', servicios: [degradado, corte] };

describe('the barber choice', () => {
  it('lists every service of any barber once, by name', () => {
    expect(serviciosDeLosBarberos([diego, matias]).map((s) => s.servicio)).toEqual([
      'Afeitado clásico',
      'Corte de pelo',
      'Degradado',
    ]);
    expect(serviciosDeLosBarberos([diego])).toEqual([barba, corte]);
    expect(serviciosDeLosBarberos([])).toEqual([]);
  });

  it('offers only the barbers who perform the chosen service', () => {
    expect(barberosDelServicio([diego, matias], 's1')).toEqual([diego, matias]);
    expect(barberosDelServicio([diego, matias], 's2')).toEqual([diego]);
    expect(barberosDelServicio([diego, matias], 'otro')).toEqual([]);
  });
});
