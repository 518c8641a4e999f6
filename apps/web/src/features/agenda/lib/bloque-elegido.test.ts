import { CUALQUIERA } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { bloqueElegido } from './bloque-elegido';

const corte = { _id: 's1', servicio: 'Corte de pelo', precio: 12000, duracion: 45 };
const barba = { _id: 's2', servicio: 'Perfilado de barba', precio: 7000, duracion: 30 };
const afeitado = { _id: 's3', servicio: 'Afeitado clásico', precio: 10000, duracion: 45 };
const degradado = { _id: 's4', servicio: 'Degradado', precio: 13000, duracion: 45 };
const servicios = [afeitado, corte, degradado, barba];
const diego = { _id: 'b1', nombre: 'Diego', servicios: [corte, barba, afeitado] };
const matias = { _id: 'b2', nombre: 'Matías', servicios: [corte, barba, degradado] };
const barberos = [diego, matias];
const ids = (lista: { _id: string }[]) => lista.map((s) => s._id);

describe('the block on the service step', () => {
  it('nothing without a chosen service', () => {
    expect(
      bloqueElegido(barberos, servicios, null, { barberoId: '', serviciosAdicionales: [barba] }),
    ).toEqual({
      adicionales: [],
      delServicio: [],
      opciones: [],
    });
  });

  it("offers the chosen barber's other services in the list's order", () => {
    const b = bloqueElegido(barberos, servicios, corte, { barberoId: 'b1', serviciosAdicionales: [] });
    expect(ids(b.opciones)).toEqual(['s3', 's2']);
    expect(b.delServicio).toEqual([diego, matias]);
  });

  it('with «Cualquiera», a chosen add-on narrows the barbers and the other add-ons to one barber', () => {
    const todos = bloqueElegido(barberos, servicios, corte, {
      barberoId: CUALQUIERA,
      serviciosAdicionales: [],
    });
    expect(ids(todos.opciones)).toEqual(['s3', 's4', 's2']);
    const conAfeitado = bloqueElegido(barberos, servicios, corte, {
      barberoId: CUALQUIERA,
      serviciosAdicionales: [afeitado],
    });
    expect(conAfeitado.delServicio).toEqual([diego]);
    // The chosen one stays on offer (checked); Degradado, Matías's alone, goes.
    expect(ids(conAfeitado.opciones)).toEqual(['s3', 's2']);
  });

  it("a reschedule's draft names its add-ons only: found by name, today's price; unknown or main dropped", () => {
    const b = bloqueElegido(barberos, servicios, corte, {
      barberoId: 'b1',
      serviciosAdicionales: [
        { _id: '', servicio: 'Perfilado de barba', precio: 0, duracion: 0 },
        { _id: '', servicio: 'Ya no existe', precio: 0, duracion: 0 },
        { _id: 's1', servicio: 'Corte de pelo', precio: 0, duracion: 0 },
      ],
    });
    expect(b.adicionales).toEqual([barba]);
  });
});
