import { describe, expect, it } from 'vitest';
import type { Intervalo } from './intervalo.js';
import {
  type DiaConOcupacion,
  type EventoOcupado,
  grillaDeHoras,
  MINUTOS_POR_HORA_DE_GRILLA,
  ocupadosDelDia,
} from './ocupados.js';
import { generarSlots } from './slots.js';
import { ZONA_SANTIAGO } from './zona.js';

const Z = ZONA_SANTIAGO;
const LUNES = '2026-11-23';

/** Intervals as sorted `start/end` ISO strings, so the order they are built in does not matter. */
const comoTexto = (ocupados: readonly Intervalo[]): string[] =>
  ocupados.map((o) => `${o.inicio.toISOString()}/${o.fin.toISOString()}`).sort();

/** Every quarter hour of the grid, enabled unless listed in `deshabilitadas`; `faltantes` are left out. */
const horas = (inicio: string, fin: string, deshabilitadas: string[] = [], faltantes: string[] = []) =>
  grillaDeHoras(inicio, fin)
    .filter((hora) => !faltantes.includes(hora))
    .map((hora) => ({ hora, habilitado: !deshabilitadas.includes(hora) }));

const dia = (extra: Partial<DiaConOcupacion> = {}): DiaConOcupacion => ({
  fecha: LUNES,
  horaInicio: '11:00',
  horaFin: '13:00',
  horasAgendadas: [],
  horas: horas('11:00', '13:00'),
  ...extra,
});

const evento = (start: string, end: string): EventoOcupado => ({
  start: { dateTime: start },
  end: { dateTime: end },
});

describe('grillaDeHoras', () => {
  it('uses quarter hours', () => {
    expect(MINUTOS_POR_HORA_DE_GRILLA).toBe(15);
  });

  it.each([
    ['11:00', '12:00', ['11:00', '11:15', '11:30', '11:45']],
    ['20:00', '20:30', ['20:00', '20:15']],
    ['11:00', '11:00', []],
    ['12:00', '11:00', []],
    ['11:00', '11:15', ['11:00']],
    ['23:00', '23:59', ['23:00', '23:15', '23:30', '23:45']],
    ['00:00', '00:30', ['00:00', '00:15']],
  ])('%s–%s → %j', (inicio, fin, esperado) => {
    expect(grillaDeHoras(inicio, fin)).toEqual(esperado);
  });

  it('11:00–20:30 has 38 quarter hours', () => {
    const g = grillaDeHoras('11:00', '20:30');
    expect(g).toHaveLength(38);
    expect(g[0]).toBe('11:00');
    expect(g.at(-1)).toBe('20:15');
  });
});

describe('ocupadosDelDia', () => {
  it('a day with every quarter enabled and nothing booked is free', () => {
    expect(ocupadosDelDia(dia(), [], Z)).toEqual([]);
  });

  it.each<[string, Partial<DiaConOcupacion>, string[]]>([
    [
      'a disabled quarter hour is busy for 15 minutes',
      { horas: horas('11:00', '13:00', ['11:15']) },
      ['2026-11-23T14:15:00.000Z/2026-11-23T14:30:00.000Z'],
    ],
    [
      'a missing quarter hour is busy for 15 minutes',
      { horas: horas('11:00', '13:00', [], ['12:45']) },
      ['2026-11-23T15:45:00.000Z/2026-11-23T16:00:00.000Z'],
    ],
    [
      'each disabled or missing quarter gives its own interval',
      { horas: horas('11:00', '13:00', ['11:00', '11:15'], ['12:00']) },
      [
        '2026-11-23T14:00:00.000Z/2026-11-23T14:15:00.000Z',
        '2026-11-23T14:15:00.000Z/2026-11-23T14:30:00.000Z',
        '2026-11-23T15:00:00.000Z/2026-11-23T15:15:00.000Z',
      ],
    ],
    [
      'no horas at all makes the whole day busy',
      { horaFin: '11:30', horas: [] },
      [
        '2026-11-23T14:00:00.000Z/2026-11-23T14:15:00.000Z',
        '2026-11-23T14:15:00.000Z/2026-11-23T14:30:00.000Z',
      ],
    ],
    [
      'booked hours become intervals',
      { horasAgendadas: [{ horaInicio: '11:30', horaFin: '12:15' }] },
      ['2026-11-23T14:30:00.000Z/2026-11-23T15:15:00.000Z'],
    ],
    [
      'quarters outside the day are ignored',
      {
        horas: [
          ...horas('11:00', '13:00'),
          { hora: '10:45', habilitado: false },
          { hora: '13:00', habilitado: false },
        ],
      },
      [],
    ],
  ])('%s', (_, extra, esperado) => {
    expect(comoTexto(ocupadosDelDia(dia(extra), [], Z))).toEqual(esperado);
  });

  it('calendar events become intervals at their real instants, whatever their offset', () => {
    const eventos = [
      evento('2026-11-23T12:30:00-03:00', '2026-11-23T13:00:00-03:00'),
      evento('2026-11-23T19:00:00Z', '2026-11-23T19:45:00Z'),
      evento('2026-11-24T10:00:00-03:00', '2026-11-24T11:00:00-03:00'),
    ];
    expect(comoTexto(ocupadosDelDia(dia(), eventos, Z))).toEqual([
      '2026-11-23T15:30:00.000Z/2026-11-23T16:00:00.000Z',
      '2026-11-23T19:00:00.000Z/2026-11-23T19:45:00.000Z',
      '2026-11-24T13:00:00.000Z/2026-11-24T14:00:00.000Z',
    ]);
  });

  it('bookings, disabled quarters and events together', () => {
    const d = dia({
      horasAgendadas: [{ horaInicio: '11:00', horaFin: '11:30' }],
      horas: horas('11:00', '13:00', ['11:00', '11:15', '12:30']),
    });
    const r = ocupadosDelDia(d, [evento('2026-11-23T12:45:00-03:00', '2026-11-23T13:15:00-03:00')], Z);
    expect(r).toHaveLength(5);
    expect(comoTexto(r)).toEqual([
      '2026-11-23T14:00:00.000Z/2026-11-23T14:15:00.000Z',
      '2026-11-23T14:00:00.000Z/2026-11-23T14:30:00.000Z',
      '2026-11-23T14:15:00.000Z/2026-11-23T14:30:00.000Z',
      '2026-11-23T15:30:00.000Z/2026-11-23T15:45:00.000Z',
      '2026-11-23T15:45:00.000Z/2026-11-23T16:15:00.000Z',
    ]);
  });

  it('feeds generarSlots: a disabled quarter or an event removes the slots over it', () => {
    const d = dia({ horaFin: '20:30', horas: horas('11:00', '20:30', ['11:15']) });
    const ocupados = ocupadosDelDia(d, [evento('2026-11-23T15:10:00-03:00', '2026-11-23T15:20:00-03:00')], Z);
    const horario = { fecha: LUNES, horaInicio: '11:00', horaFin: '20:30' };
    const inicios = (duracion: number) =>
      generarSlots({ horario, duracion, ocupados, ahora: new Date('2026-01-01T00:00:00Z'), zona: Z }).map(
        (s) => s.horaInicio,
      );
    expect(inicios(30)).not.toContain('11:00');
    expect(inicios(30)).not.toContain('15:00');
    expect(inicios(30)).toContain('11:30');
    // The steps start again where the disabled quarter (11:30) and the event (15:20) end (decision 029).
    expect(inicios(60)).toEqual(['11:30', '12:30', '13:30', '15:20', '16:20', '17:20', '18:20', '19:20']);
  });

  describe('days Santiago changes its clocks', () => {
    it('2026-09-06: quarters of the missing hour block nothing, 01:00 is 04:00Z', () => {
      const d = dia({
        fecha: '2026-09-06',
        horaInicio: '00:00',
        horaFin: '02:00',
        // the missing hour's quarters are absent (or disabled) and 01:00 is free
        horas: horas('00:00', '02:00', ['00:15'], ['00:00', '00:30', '00:45']),
      });
      expect(ocupadosDelDia(d, [], Z)).toEqual([]);
      const conDeshabilitada = { ...d, horas: horas('00:00', '02:00', ['01:00']) };
      expect(comoTexto(ocupadosDelDia(conDeshabilitada, [], Z))).toEqual([
        '2026-09-06T04:00:00.000Z/2026-09-06T04:15:00.000Z',
      ]);
      const slots = generarSlots({
        horario: { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '02:00' },
        duracion: 30,
        ocupados: ocupadosDelDia(d, [], Z),
        ahora: new Date('2026-01-01T00:00:00Z'),
        zona: Z,
      });
      expect(slots.map((s) => s.horaInicio)).toEqual(['01:00', '01:30']);
    });

    it('2026-04-04: a disabled 23:00 is its first occurrence, a booking at 22:30 is -03:00', () => {
      const d = dia({
        fecha: '2026-04-04',
        horaInicio: '22:00',
        horaFin: '23:30',
        horasAgendadas: [{ horaInicio: '22:30', horaFin: '23:00' }],
        horas: horas('22:00', '23:30', ['23:00']),
      });
      expect(comoTexto(ocupadosDelDia(d, [], Z))).toEqual([
        '2026-04-05T01:30:00.000Z/2026-04-05T02:00:00.000Z',
        '2026-04-05T02:00:00.000Z/2026-04-05T02:15:00.000Z',
      ]);
    });

    it('2026-04-05: quarters after midnight are -04:00', () => {
      const d = dia({
        fecha: '2026-04-05',
        horaInicio: '00:00',
        horaFin: '01:00',
        horas: horas('00:00', '01:00', ['00:00']),
      });
      expect(comoTexto(ocupadosDelDia(d, [], Z))).toEqual([
        '2026-04-05T04:00:00.000Z/2026-04-05T04:15:00.000Z',
      ]);
    });
  });
});
