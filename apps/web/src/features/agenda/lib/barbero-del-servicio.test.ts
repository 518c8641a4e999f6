import { CUALQUIERA } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { barberoDelServicio } from './barbero-del-servicio';

const corte = { _id: 's1', servicio: 'Corte de pelo' };
const afeitado = { _id: 's2', servicio: 'Afeitado clásico' };
const degradado = { _id: 's3', servicio: 'Degradado' };
const diego = { _id: 'b1', nombre: 'Diego', servicios: [corte, afeitado, degradado] };
const matias = { _id: 'b2', nombre: 'Matías', servicios: [corte, degradado] };
const barberos = [diego, matias];
const cualquiera = { _id: CUALQUIERA, nombre: 'Cualquiera' };
const vacio = { barberoId: '', servicioId: '' };

describe('barberoDelServicio', () => {
  it('books the one barber who performs the service, with no choice', () => {
    expect(barberoDelServicio(barberos, 's2', vacio)).toMatchObject({ _id: 'b1', nombre: 'Diego' });
    expect(barberoDelServicio([diego], 's1', vacio)).toMatchObject({ _id: 'b1', nombre: 'Diego' });
  });

  it('defaults to «Cualquiera» when two or more perform it', () => {
    expect(barberoDelServicio(barberos, 's1', vacio)).toEqual(cualquiera);
  });

  it('keeps the client’s choice across services both barbers perform, and «Cualquiera» too', () => {
    expect(barberoDelServicio(barberos, 's3', { barberoId: 'b2', servicioId: 's1' })).toMatchObject({
      _id: 'b2',
      nombre: 'Matías',
    });
    expect(barberoDelServicio(barberos, 's3', { barberoId: CUALQUIERA, servicioId: 's1' })).toEqual(
      cualquiera,
    );
  });

  it('does not take the barber of a one-barber service as a choice', () => {
    expect(barberoDelServicio(barberos, 's1', { barberoId: 'b1', servicioId: 's2' })).toEqual(cualquiera);
  });

  it('drops a chosen barber who does not perform the new service', () => {
    expect(barberoDelServicio(barberos, 's2', { barberoId: 'b2', servicioId: 's1' })).toMatchObject({
      _id: 'b1',
      nombre: 'Diego',
    });
  });

  it('a reschedule: the old hour’s barber, held without a service, is kept while he performs it', () => {
    const reagendar = { barberoId: 'b2', servicioId: '' };
    expect(barberoDelServicio(barberos, 's1', reagendar)).toMatchObject({ _id: 'b2', nombre: 'Matías' });
    expect(barberoDelServicio(barberos, 's2', reagendar)).toMatchObject({ _id: 'b1', nombre: 'Diego' });
  });

  it('is empty when nobody performs it', () => {
    expect(barberoDelServicio(barberos, 'otro', vacio)).toEqual({ _id: '', nombre: '' });
  });
});
