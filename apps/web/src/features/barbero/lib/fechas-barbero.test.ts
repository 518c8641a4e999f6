import type { Fecha } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import {
  contarPasadas,
  diasConReservas,
  horasOrdenadas,
  hoyEnSantiago,
  indiceDeHoy,
  ordenarFechas,
  partesDelDia,
  proximaSemana,
} from './fechas-barbero';

function fecha(dia: string, horas: [string, string][] = []): Fecha {
  return {
    _id: `00000000-0000-4000-8000-${dia.replaceAll('-', '').padStart(12, '0')}`,
    fecha: `${dia}T00:00:00-03:00`,
    horaInicio: '11:00',
    horaFin: '20:00',
    descansoHora: null,
    descansoDuracion: 0,
    horas: [],
    horasAgendadas: horas.map(([horaInicio, horaFin], i) => ({
      _id: `00000000-0000-4000-8000-00000000000${i}`,
      horaInicio,
      horaFin,
      servicio: 'Corte de pelo',
    })),
    creadoPor: { _id: '00000000-0000-4000-8000-000000000009', nombre: 'Diego' },
  };
}

const fechas = [
  fecha('2026-03-12', [['12:00', '12:45']]),
  fecha('2026-03-09'),
  fecha('2026-03-10', [['11:00', '11:45']]),
];

describe('hoyEnSantiago', () => {
  it('is the day in Santiago, not in UTC', () => {
    // 02:00 UTC on the 10th is still 23:00 of the 9th in Santiago (summer time, UTC-3).
    expect(hoyEnSantiago(new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
  });
});

describe('ordenarFechas and indiceDeHoy', () => {
  it('sorts ascending and finds the first day from today on', () => {
    const ordenadas = ordenarFechas(fechas);
    expect(ordenadas.map((f) => f.fecha.slice(0, 10))).toEqual(['2026-03-09', '2026-03-10', '2026-03-12']);
    expect(indiceDeHoy(ordenadas, '2026-03-10')).toBe(1);
    expect(indiceDeHoy(ordenadas, '2026-03-11')).toBe(2);
    expect(indiceDeHoy(ordenadas, '2026-04-01')).toBe(2);
    expect(indiceDeHoy([], '2026-04-01')).toBe(-1);
  });
});

describe('diasConReservas and contarPasadas', () => {
  it('lists booked days from today on and counts past ones', () => {
    expect(diasConReservas(fechas, '2026-03-10')).toEqual(['2026-03-10', '2026-03-12']);
    expect(diasConReservas(fechas, '2026-03-11')).toEqual(['2026-03-12']);
    expect(contarPasadas(fechas, '2026-03-11')).toBe(2);
  });
});

describe('horasOrdenadas', () => {
  it('orders by start time as minutes, not as text', () => {
    const f = fecha('2026-03-10', [
      ['19:00', '19:45'],
      ['9:30', '10:15'],
      ['11:00', '11:45'],
    ]);
    expect(horasOrdenadas(f.horasAgendadas).map((h) => h.horaInicio)).toEqual(['9:30', '11:00', '19:00']);
  });
});

describe('partesDelDia', () => {
  it('splits the Spanish weekday, day and month', () => {
    expect(partesDelDia('2026-03-09')).toEqual({ semana: 'lun', numero: '9', mes: 'mar' });
  });
});

describe('proximaSemana', () => {
  it.each([
    ['2026-11-23', '2026-11-30'], // Monday: the next one, not today
    ['2026-11-24', '2026-11-30'],
    ['2026-11-28', '2026-11-30'],
    ['2026-11-29', '2026-11-30'], // Sunday: tomorrow
    ['2026-12-31', '2027-01-04'], // across the year
  ])('from %s it is the week of Monday %s to its Sunday', (hoy, lunes) => {
    const { desde, hasta } = proximaSemana(hoy);
    expect(desde).toBe(lunes);
    expect(new Date(`${desde}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${hasta}T12:00:00Z`).getUTCDay()).toBe(0);
    expect((Date.parse(hasta) - Date.parse(desde)) / 86_400_000).toBe(6);
  });
});
