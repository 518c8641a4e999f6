import { describe, expect, it } from 'vitest';
import { diaAbierto } from './dia-abierto.testing.js';
import type { FechaParaSlots } from './horas-libres.js';
import { grillaDeHoras } from './ocupados.js';
import { tramosLibres } from './tramos-libres.js';
import { instanteDe, ZONA_SANTIAGO } from './zona.js';

const Z = ZONA_SANTIAGO;
const ahora = new Date('2026-11-22T12:00:00Z'); // Sunday 09:00 in Santiago

const fecha = (dia: string, extra: Partial<FechaParaSlots> = {}) => diaAbierto(dia, '10:00', '14:00', extra);

describe('tramosLibres', () => {
  it('is the whole day when nothing holds it', () => {
    expect(tramosLibres(fecha('2026-11-24'), [], ahora, Z)).toEqual([
      { horaInicio: '10:00', horaFin: '14:00' },
    ]);
  });

  it('leaves out bookings, the break, disabled quarters and calendar events', () => {
    const dia = '2026-11-24';
    const f = fecha(dia, {
      descansoHora: '12:00',
      descansoDuracion: 30,
      horasAgendadas: [{ horaInicio: '10:30', horaFin: '11:15' }],
      horas: grillaDeHoras('10:00', '14:00').map((hora) => ({ hora, habilitado: hora !== '13:45' })),
    });
    const evento = {
      start: { dateTime: instanteDe(dia, '13:00', Z).toISOString() },
      end: { dateTime: instanteDe(dia, '13:20', Z).toISOString() },
    };
    expect(tramosLibres(f, [evento], ahora, Z)).toEqual([
      { horaInicio: '10:00', horaFin: '10:30' },
      { horaInicio: '11:15', horaFin: '12:00' },
      { horaInicio: '12:30', horaFin: '13:00' },
      { horaInicio: '13:30', horaFin: '13:45' },
    ]);
  });

  it('today: time inside the 30-minute lead is no longer free; a past day has none', () => {
    const hoy = fecha('2026-11-22');
    expect(tramosLibres(hoy, [], new Date('2026-11-22T13:20:00Z'), Z)).toEqual([
      { horaInicio: '11:00', horaFin: '14:00' },
    ]);
    expect(tramosLibres(fecha('2026-11-21'), [], ahora, Z)).toEqual([]);
  });

  it('on the spring-forward day (2026-09-06) the missing hour is not free time', () => {
    const f = fecha('2026-09-06', {
      horaInicio: '00:00',
      horaFin: '02:00',
      horas: grillaDeHoras('00:00', '02:00').map((hora) => ({ hora, habilitado: true })),
    });
    expect(tramosLibres(f, [], new Date('2026-09-01T12:00:00Z'), Z)).toEqual([
      { horaInicio: '01:00', horaFin: '02:00' },
    ]);
  });
});
