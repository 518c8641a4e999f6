import { describe, expect, it } from 'vitest';
import { ANTICIPACION_MINIMA_MINUTOS, type HorarioDelDia } from './horario.js';
import type { Intervalo } from './intervalo.js';
import { etiquetaSlot, type GenerarSlotsInput, generarSlots, intervaloDescanso, type Slot } from './slots.js';
import { instanteDe, minutosDe, ZONA_SANTIAGO } from './zona.js';

const Z = ZONA_SANTIAGO;
/** Monday 2026-11-23, Santiago on -03:00. */
const LUNES = '2026-11-23';
/** Long before every day tested here: the lead time never matters. */
const MUCHO_ANTES = new Date('2026-01-01T12:00:00Z');

const horario = (extra: Partial<HorarioDelDia> = {}): HorarioDelDia => ({
  fecha: LUNES,
  horaInicio: '11:00',
  horaFin: '20:30',
  ...extra,
});

const slots = (input: Partial<GenerarSlotsInput> = {}): Slot[] =>
  generarSlots({ horario: horario(), duracion: 30, ocupados: [], ahora: MUCHO_ANTES, zona: Z, ...input });

const inicios = (s: readonly Slot[]): string[] => s.map((x) => x.horaInicio);

/** A wall-clock span of a day in Santiago. */
const ocupado = (fecha: string, desde: string, hasta: string): Intervalo => ({
  inicio: instanteDe(fecha, desde, Z),
  fin: instanteDe(fecha, hasta, Z),
});

/** The instant of `fecha hora` local written with an explicit offset. */
const conOffset = (fecha: string, hora: string, offset: string): number =>
  Date.parse(`${fecha}T${hora}:00${offset}`);

const TODOS_30 = [
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
];
const TODOS_45 = [
  '11:00',
  '11:45',
  '12:30',
  '13:15',
  '14:00',
  '14:45',
  '15:30',
  '16:15',
  '17:00',
  '17:45',
  '18:30',
  '19:15',
];
const TODOS_60 = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];

describe('generarSlots: shop hours 11:00–20:30', () => {
  it.each([
    [30, TODOS_30],
    [45, TODOS_45],
    [60, TODOS_60],
  ])('duration %i steps by the duration and every slot ends by 20:30', (duracion, esperado) => {
    const s = slots({ duracion });
    expect(inicios(s)).toEqual(esperado);
    for (const slot of s) {
      expect(minutosDe(slot.horaFin) - minutosDe(slot.horaInicio)).toBe(duracion);
      expect(minutosDe(slot.horaFin)).toBeLessThanOrEqual(minutosDe('20:30'));
      expect(slot.fin.getTime() - slot.inicio.getTime()).toBe(duracion * 60_000);
      expect(slot.inicio.getTime()).toBe(conOffset(LUNES, slot.horaInicio, '-03:00'));
      expect(slot.fin.getTime()).toBe(conOffset(LUNES, slot.horaFin, '-03:00'));
    }
  });

  it('the last 30-minute slot ends exactly at horaFin', () => {
    expect(slots().at(-1)).toMatchObject({ horaInicio: '20:00', horaFin: '20:30' });
  });

  it.each([
    ['11:00', '11:29', 30, []],
    ['11:00', '11:30', 30, ['11:00']],
    ['11:00', '12:29', 30, ['11:00', '11:30']],
    ['11:00', '12:30', 45, ['11:00', '11:45']],
    ['11:00', '12:59', 60, ['11:00']],
    ['11:00', '11:00', 30, []],
    ['12:00', '11:00', 30, []],
    ['11:15', '12:30', 30, ['11:15', '11:45']],
  ])('%s–%s with duration %i → %j', (horaInicio, horaFin, duracion, esperado) => {
    expect(inicios(slots({ horario: horario({ horaInicio, horaFin }), duracion }))).toEqual(esperado);
  });

  it.each([0, -30, 30.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'invalid duration %s gives []',
    (duracion) => {
      expect(slots({ duracion })).toEqual([]);
    },
  );
});

describe('generarSlots: the break', () => {
  const conDescanso = horario({ descansoHora: '14:00', descansoDuracion: 60 });

  it.each([
    [30, TODOS_30.filter((h) => h !== '14:00' && h !== '14:30')],
    // 13:15–14:00 ends as the break starts (kept); 14:45–15:30 overlaps it (dropped)
    [45, TODOS_45.filter((h) => h !== '14:00' && h !== '14:45')],
    [60, TODOS_60.filter((h) => h !== '14:00')],
  ])('break 14:00 for 60 min with duration %i', (duracion, esperado) => {
    expect(inicios(slots({ horario: conDescanso, duracion }))).toEqual(esperado);
  });

  it.each([
    ['13:50', 20, 30, ['13:30', '14:00']],
    ['14:10', 5, 30, ['14:00']],
    ['14:30', 30, 30, ['14:30']],
  ])(
    'break at %s for %i min removes the slots it touches (duration %i)',
    (descansoHora, descansoDuracion, duracion, fuera) => {
      const s = inicios(slots({ horario: horario({ descansoHora, descansoDuracion }), duracion }));
      expect(s).toEqual(TODOS_30.filter((h) => !fuera.includes(h)));
    },
  );

  it.each([
    [null, 60],
    ['14:00', 0],
    ['14:00', null],
    [undefined, undefined],
    ['', 60],
  ])('no break when descansoHora=%j and descansoDuracion=%j', (descansoHora, descansoDuracion) => {
    expect(inicios(slots({ horario: horario({ descansoHora, descansoDuracion }) }))).toEqual(TODOS_30);
  });
});

describe('generarSlots: bookings and calendar events', () => {
  it.each<[string, Intervalo[], number, string[]]>([
    ['a booking removes its slot', [ocupado(LUNES, '12:00', '12:30')], 30, ['12:00']],
    ['a booking removes every overlapping 45-min slot', [ocupado(LUNES, '12:00', '12:30')], 45, ['11:45']],
    [
      'a 60-min booking off the grid removes two slots',
      [ocupado(LUNES, '12:30', '13:30')],
      60,
      ['12:00', '13:00'],
    ],
    ['an event inside a slot removes it', [ocupado(LUNES, '15:10', '15:20')], 30, ['15:00']],
    ['a slot starting inside an event is removed', [ocupado(LUNES, '10:45', '11:10')], 30, ['11:00']],
    ['an event across two slots removes both', [ocupado(LUNES, '16:50', '17:05')], 30, ['16:30', '17:00']],
    ['an event covering the whole day removes all', [ocupado(LUNES, '00:00', '23:59')], 30, TODOS_30],
    ['an event ending when a slot starts keeps it', [ocupado(LUNES, '10:00', '11:00')], 30, []],
    ['an event starting when a slot ends keeps it', [ocupado(LUNES, '20:30', '21:00')], 30, []],
    [
      'adjacent bookings keep the slot between them',
      [ocupado(LUNES, '12:00', '12:30'), ocupado(LUNES, '13:00', '13:30')],
      30,
      ['12:00', '13:00'],
    ],
    [
      'events of other days do not matter',
      [ocupado('2026-11-22', '11:00', '20:30'), ocupado('2026-11-24', '11:00', '20:30')],
      30,
      [],
    ],
    [
      'a zero-length event strictly inside a slot removes it',
      [ocupado(LUNES, '18:10', '18:10')],
      30,
      ['18:00'],
    ],
  ])('%s', (_, ocupados, duracion, fuera) => {
    const todos = duracion === 30 ? TODOS_30 : duracion === 45 ? TODOS_45 : TODOS_60;
    expect(inicios(slots({ ocupados, duracion }))).toEqual(todos.filter((h) => !fuera.includes(h)));
  });

  it('events given as ISO with offset are compared as instants', () => {
    const evento = { inicio: new Date('2026-11-23T14:00:00-03:00'), fin: new Date('2026-11-23T18:00:00Z') };
    // 14:00–15:00 local
    expect(inicios(slots({ ocupados: [evento], duracion: 60 }))).toEqual(
      TODOS_60.filter((h) => h !== '14:00'),
    );
  });
});

describe('generarSlots: lead time and past days', () => {
  const ahoraLocal = (hora: string, segundos = 0) =>
    new Date(instanteDe(LUNES, hora, Z).getTime() + segundos * 1000);

  it('uses the 30-minute lead of the spec', () => {
    expect(ANTICIPACION_MINIMA_MINUTOS).toBe(30);
  });

  it.each([
    // a slot exactly 30 min away is offered; 29 min (or 29:59) is not
    ['12:00', 0, '12:30'],
    ['12:01', 0, '13:00'],
    ['12:00', 1, '13:00'],
    ['11:59', 59, '12:30'],
    ['10:30', 0, '11:00'],
    ['10:31', 0, '11:30'],
    ['00:00', 0, '11:00'],
    ['19:30', 0, '20:00'],
  ])('now %s(+%is) → first slot %s', (hora, segundos, primero) => {
    expect(slots({ ahora: ahoraLocal(hora, segundos) })[0]?.horaInicio).toBe(primero);
  });

  it.each(['19:31', '20:00', '20:30', '23:59'])('now %s → nothing left today', (hora) => {
    expect(slots({ ahora: ahoraLocal(hora) })).toEqual([]);
  });

  it('anticipacionMinutos overrides the lead', () => {
    expect(slots({ ahora: ahoraLocal('12:00'), anticipacionMinutos: 0 })[0]?.horaInicio).toBe('12:00');
    expect(slots({ ahora: ahoraLocal('12:00'), anticipacionMinutos: 60 })[0]?.horaInicio).toBe('13:00');
  });

  it.each(['2026-11-22', '2026-11-01', '2025-11-23'])('a past day (%s) gives nothing', (fecha) => {
    expect(slots({ horario: horario({ fecha }), ahora: ahoraLocal('08:00') })).toEqual([]);
  });

  it.each([
    ['2026-11-24', '2026-11-23T23:50'],
    ['2026-11-24', '2026-11-23T20:00'],
    ['2026-11-25', '2026-11-23T12:00'],
  ])('a future day (%s) is not touched by the lead (now %s local)', (fecha, ahora) => {
    const s = slots({ horario: horario({ fecha }), ahora: new Date(`${ahora}:00-03:00`) });
    expect(inicios(s)).toEqual(TODOS_30);
  });
});

describe('generarSlots: days Santiago changes its clocks', () => {
  const fmt = (s: readonly Slot[]) => s.map((x) => `${x.horaInicio}-${x.horaFin} ${x.inicio.toISOString()}`);

  it.each([
    [
      30,
      [
        '01:00-01:30 2026-09-06T04:00:00.000Z',
        '01:30-02:00 2026-09-06T04:30:00.000Z',
        '02:00-02:30 2026-09-06T05:00:00.000Z',
        '02:30-03:00 2026-09-06T05:30:00.000Z',
      ],
    ],
    [45, ['01:00-01:45 2026-09-06T04:00:00.000Z', '01:45-02:30 2026-09-06T04:45:00.000Z']],
    [60, ['01:00-02:00 2026-09-06T04:00:00.000Z', '02:00-03:00 2026-09-06T05:00:00.000Z']],
  ])('2026-09-06 00:00–03:00, duration %i: the day starts at 01:00', (duracion, esperado) => {
    const s = slots({ horario: { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '03:00' }, duracion });
    expect(fmt(s)).toEqual(esperado);
    for (const slot of s) expect(slot.fin.getTime() - slot.inicio.getTime()).toBe(duracion * 60_000);
  });

  it('2026-09-06 00:00–03:00 with the lead: 01:00 is one minute after 09-05 23:59', () => {
    const s = slots({
      horario: { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '03:00' },
      ahora: new Date('2026-09-06T03:59:00Z'),
    });
    expect(inicios(s)).toEqual(['01:30', '02:00', '02:30']);
    const justo = slots({
      horario: { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '03:00' },
      ahora: new Date('2026-09-06T03:30:00Z'),
    });
    expect(inicios(justo)[0]).toBe('01:00');
  });

  it.each([
    ['2026-04-04', '-03:00'],
    ['2026-04-05', '-04:00'],
    ['2026-09-05', '-04:00'],
    ['2026-09-06', '-03:00'],
  ])('%s with shop hours gives the normal slots at offset %s', (fecha, offset) => {
    for (const [duracion, esperado] of [
      [30, TODOS_30],
      [45, TODOS_45],
      [60, TODOS_60],
    ] as const) {
      const s = slots({ horario: horario({ fecha }), duracion });
      expect(inicios(s)).toEqual(esperado);
      for (const slot of s) {
        expect(slot.inicio.getTime()).toBe(conOffset(fecha, slot.horaInicio, offset));
        expect(slot.fin.getTime()).toBe(conOffset(fecha, slot.horaFin, offset));
      }
    }
  });

  // Each: the day and its hours, the slots with their start instants, and the last slot's end.
  it.each([
    [
      '2026-04-04 late hours use the first occurrence of the repeated hour',
      { fecha: '2026-04-04', horaInicio: '22:00', horaFin: '23:59' },
      [
        '22:00-22:30 2026-04-05T01:00:00.000Z',
        '22:30-23:00 2026-04-05T01:30:00.000Z',
        '23:00-23:30 2026-04-05T02:00:00.000Z',
      ],
      '2026-04-05T02:30:00.000Z',
    ],
    [
      '2026-04-05 starts at 00:00 -04:00',
      { fecha: '2026-04-05', horaInicio: '00:00', horaFin: '01:30' },
      [
        '00:00-00:30 2026-04-05T04:00:00.000Z',
        '00:30-01:00 2026-04-05T04:30:00.000Z',
        '01:00-01:30 2026-04-05T05:00:00.000Z',
      ],
      '2026-04-05T05:30:00.000Z',
    ],
  ])('%s', (_, horario, esperado, fin) => {
    const s = slots({ horario });
    expect(fmt(s)).toEqual(esperado);
    expect(s.at(-1)?.fin.toISOString()).toBe(fin);
  });

  it.each([
    // 23:30 of 04-04, second occurrence: 00:00 of 04-05 is exactly 30 min away
    ['2026-04-05T03:30:00Z', ['00:00', '00:30', '01:00']],
    ['2026-04-05T03:31:00Z', ['00:30', '01:00']],
    // 23:30 of 04-04, first occurrence: 90 real minutes to 00:00
    ['2026-04-05T02:30:00Z', ['00:00', '00:30', '01:00']],
  ])('lead across the repeated hour: now %s → %j on 04-05', (ahora, esperado) => {
    const s = slots({
      horario: { fecha: '2026-04-05', horaInicio: '00:00', horaFin: '01:30' },
      ahora: new Date(ahora),
    });
    expect(inicios(s)).toEqual(esperado);
  });

  it.each([
    // during the second 23:xx the first 23:00–23:30 is already over
    ['2026-04-05T03:00:00Z', []],
    ['2026-04-05T01:30:00Z', ['23:00']],
    ['2026-04-05T01:31:00Z', []],
  ])('04-04 22:00–23:59 at %s → %j', (ahora, esperado) => {
    const s = slots({
      horario: { fecha: '2026-04-04', horaInicio: '22:00', horaFin: '23:59' },
      ahora: new Date(ahora),
    });
    expect(inicios(s)).toEqual(esperado);
  });

  it('an event in real time on 2026-09-06 blocks the right local slot', () => {
    // 05:00Z–05:30Z is 02:00–02:30 local (-03:00)
    const evento = { inicio: new Date('2026-09-06T05:00:00Z'), fin: new Date('2026-09-06T05:30:00Z') };
    const s = slots({
      horario: { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '03:00' },
      ocupados: [evento],
    });
    expect(inicios(s)).toEqual(['01:00', '01:30', '02:30']);
  });
});

describe('intervaloDescanso', () => {
  it.each<[Partial<HorarioDelDia>, { inicio: number; fin: number } | null]>([
    [
      { descansoHora: '14:00', descansoDuracion: 60 },
      { inicio: 840, fin: 900 },
    ],
    [
      { descansoHora: '13:30', descansoDuracion: 45 },
      { inicio: 810, fin: 855 },
    ],
    [{ descansoHora: '14:00', descansoDuracion: 0 }, null],
    [{ descansoHora: '14:00', descansoDuracion: -10 }, null],
    [{ descansoHora: '14:00', descansoDuracion: null }, null],
    [{ descansoHora: null, descansoDuracion: 60 }, null],
    [{ descansoHora: '', descansoDuracion: 60 }, null],
    [{}, null],
  ])('%j → %j', (extra, esperado) => {
    expect(intervaloDescanso(horario(extra))).toEqual(esperado);
  });
});

describe('etiquetaSlot', () => {
  it.each([
    ['11:00', '11:15', '11:00'],
    ['11:00', '11:30', '11:00'],
    ['11:00', '11:31', '11:00 - 11:31'],
    ['11:00', '11:45', '11:00 - 11:45'],
    ['11:00', '12:00', '11:00 - 12:00'],
    ['19:30', '20:30', '19:30 - 20:30'],
  ])('%s–%s → %s', (horaInicio, horaFin, esperado) => {
    expect(etiquetaSlot({ horaInicio, horaFin })).toBe(esperado);
  });
});
