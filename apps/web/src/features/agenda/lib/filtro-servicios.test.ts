import type { ServicioPublico } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { filtrarServicios, tiposDelBarbero } from './filtro-servicios';

const CORTES = '00000000-0000-4000-8000-000000000001';
const BARBA = '00000000-0000-4000-8000-000000000002';
const COLOR = '00000000-0000-4000-8000-000000000003';

function servicio(nombre: string, tipo: string | null): ServicioPublico {
  return {
    _id: crypto.randomUUID(),
    servicio: nombre,
    precio: 10000,
    duracion: 30,
    tipo,
    descripcion: '',
    abono: null,
  };
}

const servicios = [servicio('Corte', CORTES), servicio('Perfilado', BARBA), servicio('Lavado', null)];
const tipos = [
  { _id: CORTES, nombre: 'Cortes' },
  { _id: COLOR, nombre: 'Color' },
  { _id: BARBA, nombre: 'Barba' },
];

describe('tiposDelBarbero', () => {
  it('keeps only the types with at least one of the barber services, in the given order', () => {
    expect(tiposDelBarbero(tipos, servicios).map((t) => t.nombre)).toEqual(['Cortes', 'Barba']);
  });

  it('is empty when the barber has no services', () => {
    expect(tiposDelBarbero(tipos, [])).toEqual([]);
  });
});

describe('filtrarServicios', () => {
  it('shows everything for Todos, services without a type included', () => {
    expect(filtrarServicios(servicios, null)).toHaveLength(3);
  });

  it('filters by type id', () => {
    expect(filtrarServicios(servicios, BARBA).map((s) => s.servicio)).toEqual(['Perfilado']);
    expect(filtrarServicios(servicios, COLOR)).toEqual([]);
  });
});
