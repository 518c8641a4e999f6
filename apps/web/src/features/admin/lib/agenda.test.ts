import type { Agenda, DiaAgenda } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { bloquesDelDia, columnasDeAgenda, diasDeLaVista, diaVecino, leerEstado } from './agenda';

const dia = (barberoId: string, fecha: string, extra: Partial<DiaAgenda> = {}): DiaAgenda => ({
  fechaId: `f-${barberoId}-${fecha}`,
  barberoId,
  fecha,
  horaInicio: '10:00',
  horaFin: '14:00',
  descansoHora: null,
  descansoDuracion: 0,
  horasAgendadas: [],
  libres: [],
  ...extra,
});
const reserva = (horaInicio: string, horaFin: string) => ({
  _id: `r-${horaInicio}`,
  horaInicio,
  horaFin,
  servicio: 'Corte de pelo',
  nombre: 'Ana',
  email: 'ana@correo.cl',
});

describe('leerEstado', () => {
  it('reads view, day and barber from the address, falling back to today, day view, everyone', () => {
    const hoy = '2026-11-23';
    expect(leerEstado(new URLSearchParams(''), hoy)).toEqual({ vista: 'dia', dia: hoy, barbero: null });
    expect(leerEstado(new URLSearchParams('vista=semana&dia=2026-12-01&barbero=b1'), hoy)).toEqual({
      vista: 'semana',
      dia: '2026-12-01',
      barbero: 'b1',
    });
    expect(leerEstado(new URLSearchParams('vista=mes&dia=2026-13-45'), hoy)).toEqual({
      vista: 'dia',
      dia: hoy,
      barbero: null,
    });
  });
});

describe('diasDeLaVista and diaVecino', () => {
  it('a week runs Monday to Sunday around the chosen day, across months and years', () => {
    expect(diasDeLaVista('2026-11-25', 'dia')).toEqual(['2026-11-25']);
    expect(diasDeLaVista('2026-11-25', 'semana')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // A Sunday belongs to the week that began the Monday before.
    expect(diasDeLaVista('2026-11-29', 'semana')[0]).toBe('2026-11-23');
    expect(diasDeLaVista('2027-01-01', 'semana')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('moves a day in the day view and a week in the week view', () => {
    expect(diaVecino('2026-11-30', 'dia', -1)).toBe('2026-11-29');
    expect(diaVecino('2026-11-30', 'semana', 1)).toBe('2026-12-07');
  });
});

describe('bloquesDelDia', () => {
  it('puts bookings, free stretches and the break in the order of the clock', () => {
    const bloques = bloquesDelDia(
      dia('b', '2026-11-23', {
        descansoHora: '12:00',
        descansoDuracion: 45,
        horasAgendadas: [reserva('13:00', '13:30'), reserva('10:00', '10:45')],
        libres: [
          { horaInicio: '10:45', horaFin: '12:00' },
          { horaInicio: '12:45', horaFin: '13:00' },
          { horaInicio: '13:30', horaFin: '14:00' },
        ],
      }),
    );
    expect(bloques.map((b) => `${b.tipo} ${b.horaInicio}-${b.horaFin}`)).toEqual([
      'reserva 10:00-10:45',
      'libre 10:45-12:00',
      'descanso 12:00-12:45',
      'libre 12:45-13:00',
      'reserva 13:00-13:30',
      'libre 13:30-14:00',
    ]);
  });
});

describe('columnasDeAgenda', () => {
  const agenda: Agenda = {
    desde: '2026-11-23',
    hasta: '2026-11-24',
    barberos: [
      { _id: 'a', nombre: 'Ana', activo: true },
      { _id: 'b', nombre: 'Beto', activo: true },
    ],
    dias: [
      dia('a', '2026-11-23', { horasAgendadas: [reserva('10:00', '10:30')] }),
      dia('b', '2026-11-24', { horasAgendadas: [reserva('11:00', '11:30'), reserva('12:00', '12:30')] }),
    ],
  };
  const fechas = ['2026-11-23', '2026-11-24'];

  it('gives every barber a column with every day on screen, a day without a record as null', () => {
    const columnas = columnasDeAgenda(agenda, fechas, null);
    expect(columnas.map((c) => [c.barbero.nombre, c.reservas])).toEqual([
      ['Ana', 1],
      ['Beto', 2],
    ]);
    expect(columnas[0]?.dias.map((d) => d.dia?.fechaId ?? null)).toEqual(['f-a-2026-11-23', null]);
    expect(columnas[1]?.dias.map((d) => d.dia?.fechaId ?? null)).toEqual([null, 'f-b-2026-11-24']);
  });

  it('keeps only the chosen barber', () => {
    expect(columnasDeAgenda(agenda, fechas, 'b').map((c) => c.barbero.nombre)).toEqual(['Beto']);
  });
});
