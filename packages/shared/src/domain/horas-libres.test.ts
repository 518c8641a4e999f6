import { describe, expect, it } from 'vitest';
import { diaAbierto } from './dia-abierto.testing.js';
import { type FechaParaSlots, horasLibres } from './horas-libres.js';
import { instanteDe, ZONA_SANTIAGO } from './zona.js';

const Z = ZONA_SANTIAGO;

const fecha = (dia: string, extra: Partial<FechaParaSlots> = {}) => diaAbierto(dia, '11:00', '13:00', extra);

describe('horasLibres', () => {
  const ahora = new Date('2026-11-22T12:00:00Z'); // Sunday 09:00 in Santiago

  it('lists every day from today on, ascending, with its free starts and record id', () => {
    const r = horasLibres([fecha('2026-11-24'), fecha('2026-11-21'), fecha('2026-11-23')], [], 30, ahora, Z);
    expect(r.dias).toEqual([
      { fecha: '2026-11-23', fechaId: 'id-2026-11-23', horas: ['11:00', '11:30', '12:00', '12:30'] },
      { fecha: '2026-11-24', fechaId: 'id-2026-11-24', horas: ['11:00', '11:30', '12:00', '12:30'] },
    ]);
  });

  it('keeps a full day (selectable, spec §5) with no hours, and leaves out booked and event time', () => {
    const lleno = fecha('2026-11-23', {
      horasAgendadas: [{ horaInicio: '11:00', horaFin: '13:00' }],
    });
    const evento = {
      start: { dateTime: instanteDe('2026-11-24', '12:00', Z).toISOString() },
      end: { dateTime: instanteDe('2026-11-24', '12:30', Z).toISOString() },
    };
    const r = horasLibres([lleno, fecha('2026-11-24')], [evento], 30, ahora, Z);
    expect(r.dias.map((d) => d.horas)).toEqual([[], ['11:00', '11:30', '12:30']]);
  });

  it('expires at midnight when no listed hour is close', () => {
    const r = horasLibres([fecha('2026-11-24')], [], 60, ahora, Z);
    expect(r.venceEn.toISOString()).toBe(instanteDe('2026-11-23', '00:00', Z).toISOString());
  });

  it("expires when the first of today's hours falls inside the 30-minute lead, and not a millisecond earlier", () => {
    const hoy = fecha('2026-11-22');
    const r = horasLibres([hoy], [], 30, ahora, Z);
    const limite = instanteDe('2026-11-22', '11:00', Z).getTime() - 30 * 60_000 + 1;
    expect(r.venceEn.getTime()).toBe(limite);
    expect(horasLibres([hoy], [], 30, new Date(limite - 1), Z).dias[0]?.horas[0]).toBe('11:00');
    expect(horasLibres([hoy], [], 30, new Date(limite), Z).dias[0]?.horas[0]).toBe('11:30');
  });

  it('on the spring-forward day (2026-09-06) expires at the next real midnight', () => {
    const antes = new Date('2026-09-05T15:00:00Z');
    const r = horasLibres([fecha('2026-09-07')], [], 30, antes, Z);
    // Santiago skips 00:00–01:00 on 2026-09-06: the day begins at 01:00 local, 04:00 UTC.
    expect(r.venceEn.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
