import type { Fecha } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { horasDeFechas } from './horas-de-fechas';

function fecha(dia: string, horas: string[]): Fecha {
  return {
    _id: `f-${dia}`,
    fecha: `${dia}T00:00:00-03:00`,
    horaInicio: '11:00',
    horaFin: '20:30',
    descansoHora: null,
    descansoDuracion: 0,
    horas: [],
    horasAgendadas: horas.map((h) => ({ _id: `${dia}-${h}`, horaInicio: h, horaFin: h, servicio: 'Corte' })),
    creadoPor: { _id: 'b', nombre: 'Juan' },
  };
}

describe('horasDeFechas', () => {
  it('flattens and sorts by day, then start time', () => {
    const lista = horasDeFechas([fecha('2026-11-25', ['12:00']), fecha('2026-11-24', ['15:00', '11:00'])]);
    expect(lista.map((h) => `${h.dia} ${h.hora.horaInicio}`)).toEqual([
      '2026-11-24 11:00',
      '2026-11-24 15:00',
      '2026-11-25 12:00',
    ]);
    expect(lista[0]?.fecha._id).toBe('f-2026-11-24');
  });

  it('is empty without hours', () => {
    expect(horasDeFechas([fecha('2026-11-24', [])])).toEqual([]);
  });
});
