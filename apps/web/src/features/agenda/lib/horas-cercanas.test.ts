import { describe, expect, it } from 'vitest';
import { horasCercanas } from './horas-cercanas';

const dias = [
  { fecha: '2026-11-23', horas: ['11:00', '11:45'] },
  { fecha: '2026-11-24', horas: ['11:00', '11:45', '12:30', '15:00', '15:45', '16:30'] },
  { fecha: '2026-11-25', horas: [] },
  { fecha: '2026-11-26', horas: ['11:00', '15:00', '18:00'] },
  { fecha: '2026-11-27', horas: ['19:00'] },
  { fecha: '2026-11-28', horas: ['12:00'] },
];

describe('horasCercanas', () => {
  it('offers that day’s nearest hours in order, then the same time on the next days with hours', () => {
    expect(horasCercanas(dias, { dia: '2026-11-24', horaInicio: '14:15' })).toEqual([
      { dia: '2026-11-24', horaInicio: '12:30' },
      { dia: '2026-11-24', horaInicio: '15:00' },
      { dia: '2026-11-24', horaInicio: '15:45' },
      { dia: '2026-11-26', horaInicio: '15:00' },
    ]);
  });

  it('never offers the taken hour itself, even while the screen still shows it free', () => {
    const ofrecidas = horasCercanas(dias, { dia: '2026-11-24', horaInicio: '15:00' });
    expect(ofrecidas).not.toContainEqual({ dia: '2026-11-24', horaInicio: '15:00' });
    expect(ofrecidas.slice(0, 3).map((h) => h.horaInicio)).toEqual(['12:30', '15:45', '16:30']);
  });

  it('breaks a tie towards the earlier hour', () => {
    const unDia = [{ fecha: '2026-11-24', horas: ['10:00', '12:00', '14:00'] }];
    expect(horasCercanas(unDia, { dia: '2026-11-24', horaInicio: '11:00' }, 1)).toEqual([
      { dia: '2026-11-24', horaInicio: '10:00' },
    ]);
  });

  it('with the day full, fills with the next days, skipping those without hours and never going back', () => {
    expect(horasCercanas(dias, { dia: '2026-11-25', horaInicio: '18:00' })).toEqual([
      { dia: '2026-11-26', horaInicio: '18:00' },
      { dia: '2026-11-27', horaInicio: '19:00' },
      { dia: '2026-11-28', horaInicio: '12:00' },
    ]);
  });

  it('offers nothing when nothing is free from that day on', () => {
    expect(horasCercanas(dias, { dia: '2026-11-29', horaInicio: '11:00' })).toEqual([]);
    expect(horasCercanas([], { dia: '2026-11-24', horaInicio: '11:00' })).toEqual([]);
  });
});
