import { type Fecha, grillaDeHoras, isoInicioDelDia, ZONA_SANTIAGO } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { disponibilidad, slotsDeFecha } from './slots-de-fecha';

const BARBERO = { _id: '00000000-0000-4000-8000-0000000000b1', nombre: 'Juan' };
let siguienteId = 0;
const id = () => `00000000-0000-4000-8000-${String(++siguienteId).padStart(12, '0')}`;

function fecha(dia: string, cambios: Partial<Fecha> = {}): Fecha {
  const horaInicio = cambios.horaInicio ?? '11:00';
  const horaFin = cambios.horaFin ?? '13:00';
  return {
    _id: id(),
    fecha: isoInicioDelDia(dia, ZONA_SANTIAGO),
    horaInicio,
    horaFin,
    descansoHora: null,
    descansoDuracion: 0,
    horas: grillaDeHoras(horaInicio, horaFin).map((hora) => ({ _id: id(), hora, habilitado: true })),
    horasAgendadas: [],
    creadoPor: BARBERO,
    ...cambios,
  };
}

// Sunday 22 November 2026, 10:00 in Santiago (UTC-3 in summer).
const AHORA = new Date('2026-11-22T13:00:00Z');
const inicios = (slots: { horaInicio: string }[]) => slots.map((s) => s.horaInicio);

describe('slotsDeFecha', () => {
  it('steps by the service duration within the day', () => {
    expect(inicios(slotsDeFecha(fecha('2026-11-23'), [], 45, AHORA, ZONA_SANTIAGO))).toEqual([
      '11:00',
      '11:45',
    ]);
  });

  it('leaves out booked hours, calendar events and the break', () => {
    const dia = fecha('2026-11-23', {
      horaFin: '15:00',
      descansoHora: '14:00',
      descansoDuracion: 30,
      horasAgendadas: [{ _id: id(), horaInicio: '11:30', horaFin: '12:00', servicio: 'Corte' }],
    });
    const evento = {
      start: { dateTime: '2026-11-23T12:30:00-03:00' },
      end: { dateTime: '2026-11-23T13:00:00-03:00' },
    };
    expect(inicios(slotsDeFecha(dia, [evento], 30, AHORA, ZONA_SANTIAGO))).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '13:30',
      '14:30',
    ]);
  });

  it('treats quarter hours the barber disabled as busy', () => {
    const dia = fecha('2026-11-23');
    const horas = dia.horas.map((h) => (h.hora === '11:15' ? { ...h, habilitado: false } : h));
    expect(inicios(slotsDeFecha({ ...dia, horas }, [], 60, AHORA, ZONA_SANTIAGO))).toEqual(['12:00']);
  });

  it('needs 30 minutes of notice today', () => {
    const hoy = fecha('2026-11-22', { horaInicio: '10:00', horaFin: '12:00' });
    expect(inicios(slotsDeFecha(hoy, [], 30, AHORA, ZONA_SANTIAGO))).toEqual(['10:30', '11:00', '11:30']);
  });
});

describe('disponibilidad', () => {
  it('lists future records and highlights only days with free slots', () => {
    const pasada = fecha('2026-11-21');
    const llena = fecha('2026-11-24', {
      horasAgendadas: [{ _id: id(), horaInicio: '11:00', horaFin: '13:00', servicio: 'Corte' }],
    });
    const libre = fecha('2026-11-23');
    const { fechasPorDia, diasConHoras } = disponibilidad(
      [llena, pasada, libre],
      [],
      30,
      AHORA,
      ZONA_SANTIAGO,
    );
    expect([...fechasPorDia.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect([...diasConHoras]).toEqual(['2026-11-23']);
  });
});
