import { bloqueDeServicios, nombreDelBloque } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import {
  AGENDAR_INFO_VACIA,
  faltaInformacion,
  leerAgendarInfo,
  nombreDeServicios,
  serviciosDelBorrador,
  tieneHora,
} from './agendar-info';
import { conServicio } from './con-servicio';
import { leerReagendar } from './reagendar';

const completa = {
  ...AGENDAR_INFO_VACIA,
  barberoId: 'b1',
  barberoNombre: 'Juan',
  servicio: 'Corte',
  precio: 12000,
  duracion: 45,
  nombre: '@cliente',
  email: 'cliente@correo.cl',
  fechaSeleccionada: 'f1',
  fechaSeleccionadaString: 'lunes, 23 de noviembre',
  dia: '2026-11-23',
  horaInicio: '11:00',
  horaFin: '11:45',
};

describe('leerAgendarInfo', () => {
  it('keeps valid fields and drops mistyped ones', () => {
    expect(leerAgendarInfo({ servicio: 'Corte', precio: '12000', duracion: 45, extra: 1 })).toEqual({
      ...AGENDAR_INFO_VACIA,
      servicio: 'Corte',
      duracion: 45,
    });
  });

  it.each([null, 'texto', 3, []])('falls back to the empty draft for %j', (valor) => {
    expect(leerAgendarInfo(valor)).toEqual(AGENDAR_INFO_VACIA);
  });

  it('rejects negative or non-finite numbers', () => {
    expect(leerAgendarInfo({ precio: -1, duracion: Number.NaN })).toEqual(AGENDAR_INFO_VACIA);
  });
});

describe('faltaInformacion', () => {
  it('is false for a complete draft', () => {
    expect(faltaInformacion(completa)).toBe(false);
  });

  it.each(['servicio', 'fechaSeleccionada', 'horaInicio', 'nombre', 'email'] as const)(
    'is true without %s',
    (campo) => {
      expect(faltaInformacion({ ...completa, [campo]: '  '.trim() })).toBe(true);
    },
  );

  it('treats blank names as missing', () => {
    expect(faltaInformacion({ ...completa, nombre: '   ' })).toBe(true);
  });
});

describe('conServicio', () => {
  it('clears the chosen hour but keeps the day and contact data', () => {
    const nueva = conServicio(
      completa,
      { servicio: 'Barba', precio: 8000, duracion: 30 },
      { _id: 'b1', nombre: 'Juan' },
    );
    expect(tieneHora(nueva)).toBe(false);
    expect(nueva).toMatchObject({
      servicio: 'Barba',
      duracion: 30,
      fechaSeleccionada: 'f1',
      email: 'cliente@correo.cl',
    });
  });

  it('deselects with null', () => {
    expect(conServicio(completa, null, { _id: 'b1', nombre: 'Juan' })).toMatchObject({
      servicio: '',
      duracion: 0,
      abono: 0,
    });
  });

  it("keeps the block's deposit as the server asks it of a client without no-shows (issue 42)", () => {
    const corte = { _id: 'c', servicio: 'Corte', precio: 12000, duracion: 45 };
    const conAbono = { ...corte, abono: { tipo: 'monto' as const, valor: 5000 } };
    const barba = { _id: 'b', servicio: 'Barba', precio: 8000, duracion: 30 };
    const juan = { _id: 'b1', nombre: 'Juan' };
    expect(conServicio(completa, corte, juan).abono).toBe(0);
    expect(conServicio(completa, conAbono, juan, [barba]).abono).toBe(5000);
    expect(
      conServicio(completa, corte, juan, [{ ...barba, abono: { tipo: 'porcentaje', valor: 50 } }]).abono,
    ).toBe(4000);
    // The draft keeps only the sum: its add-ons are the spec's four fields.
    expect(conServicio(completa, conAbono, juan, [{ ...barba, abono: null }]).serviciosAdicionales).toEqual([
      barba,
    ]);
  });
});

describe('leerReagendar', () => {
  const estado = {
    fechaId: 'f1',
    horaInicio: '11:00',
    horaFin: '11:45',
    barberoId: 'b1',
    fecha: '2026-11-23T00:00:00-03:00',
    horaId: 'h1',
  };

  it('accepts a complete state', () => {
    expect(leerReagendar(estado)).toEqual(estado);
  });

  it('rejects partial or missing states', () => {
    expect(leerReagendar({ ...estado, horaId: '' })).toBeNull();
    expect(leerReagendar(null)).toBeNull();
  });
});

describe('conServicio with add-ons (decision 037)', () => {
  const corte = { _id: 's1', servicio: 'Corte de pelo', precio: 12000, duracion: 45 };
  const barba = { _id: 's2', servicio: 'Perfilado de barba', precio: 7000, duracion: 30 };
  const cejas = { _id: 's3', servicio: 'Cejas', precio: 3000, duracion: 15 };
  const diego = { _id: 'b1', nombre: 'Diego' };

  it.each([[[]], [[barba]], [[barba, cejas]]])(
    'the block sums as bloqueDeServicios does (%#)',
    (adicionales) => {
      const info = conServicio({ ...completa }, corte, diego, adicionales);
      expect({ precio: info.precio, duracion: info.duracion }).toEqual(
        bloqueDeServicios([corte, ...adicionales]),
      );
      expect(info.serviciosAdicionales).toEqual(adicionales);
      const nombres = [corte, ...adicionales].map((s) => s.servicio);
      expect(serviciosDelBorrador(info)).toBe(nombreDelBloque(nombres));
      expect(nombreDeServicios(corte.servicio, nombres.slice(1))).toBe(nombreDelBloque(nombres));
      // Another block, another grid: the chosen hour no longer holds.
      expect(info.horaInicio).toBe('');
    },
  );

  it('keeps only what the draft needs of each add-on', () => {
    const publico = { ...barba, descripcion: 'Con navaja', tipo: null };
    expect(conServicio({ ...completa }, corte, diego, [publico]).serviciosAdicionales).toEqual([barba]);
  });

  it('deselecting the service drops its add-ons', () => {
    const conBarba = conServicio({ ...completa }, corte, diego, [barba]);
    expect(conServicio(conBarba, null, diego, conBarba.serviciosAdicionales)).toMatchObject({
      servicio: '',
      precio: 0,
      duracion: 0,
      serviciosAdicionales: [],
    });
  });

  it('reads back stored add-ons and drops a mistyped list', () => {
    expect(leerAgendarInfo({ serviciosAdicionales: [barba] }).serviciosAdicionales).toEqual([barba]);
    expect(
      leerAgendarInfo({ serviciosAdicionales: [{ ...barba, precio: -1 }] }).serviciosAdicionales,
    ).toEqual([]);
    expect(leerAgendarInfo({ serviciosAdicionales: [{ ...barba, _id: 3 }] }).serviciosAdicionales).toEqual(
      [],
    );
    expect(leerAgendarInfo({ serviciosAdicionales: [null] }).serviciosAdicionales).toEqual([]);
    expect(leerAgendarInfo({ serviciosAdicionales: 'barba' }).serviciosAdicionales).toEqual([]);
  });
});
