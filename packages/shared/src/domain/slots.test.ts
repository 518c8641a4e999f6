import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANTICIPACION_MINIMA_MINUTOS, type HorarioDelDia } from './horario.js';
import { type Intervalo, seSolapan } from './intervalo.js';
import { etiquetaSlot, type GenerarSlotsInput, generarSlots, intervaloDescanso, type Slot } from './slots.js';
import {
  existeHora,
  fechaLocalDe,
  horaDeMinutos,
  horaLocalDe,
  instanteDe,
  minutosDe,
  ZONA_SANTIAGO,
} from './zona.js';

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
    // 13:15–14:00 ends as the break starts (kept); then the steps start again at 15:00, where the spec's
    // grid (14:45, 15:30) left 15:00–15:30 unused every day (decision 029)
    [45, ['11:00', '11:45', '12:30', '13:15', '15:00', '15:45', '16:30', '17:15', '18:00', '18:45', '19:30']],
    [60, TODOS_60.filter((h) => h !== '14:00')],
  ])('break 14:00 for 60 min with duration %i', (duracion, esperado) => {
    expect(inicios(slots({ horario: conDescanso, duracion }))).toEqual(esperado);
  });

  /** Every `paso` minutes from `desde` while a slot of `paso` minutes ends by `hasta`. */
  const cada = (desde: string, hasta: string, paso: number) =>
    Array.from({ length: Math.floor((minutosDe(hasta) - minutosDe(desde)) / paso) }, (_, i) =>
      horaDeMinutos(minutosDe(desde) + i * paso),
    );

  it.each([
    ['13:50', 20, 30, [...cada('11:00', '13:30', 30), ...cada('14:10', '20:30', 30)]],
    ['14:10', 5, 30, [...cada('11:00', '14:00', 30), ...cada('14:15', '20:30', 30)]],
    ['14:30', 30, 30, TODOS_30.filter((h) => h !== '14:30')],
  ])(
    'break at %s for %i min: the slots it touches go, the steps start again where it ends (duration %i)',
    (descansoHora, descansoDuracion, duracion, esperado) => {
      const s = inicios(slots({ horario: horario({ descansoHora, descansoDuracion }), duracion }));
      expect(s).toEqual(esperado);
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
  const sin = (todos: string[], fuera: string[]) => todos.filter((h) => !fuera.includes(h));
  /** Every `paso` minutes from `desde` while a slot of `paso` minutes ends by 20:30. */
  const desde = (hora: string, paso: number) =>
    Array.from({ length: Math.floor((minutosDe('20:30') - minutosDe(hora)) / paso) }, (_, i) =>
      horaDeMinutos(minutosDe(hora) + i * paso),
    );
  const antes = (todos: string[], hora: string) => todos.filter((h) => h < hora);

  it.each<[string, Intervalo[], number, string[]]>([
    ['a booking removes its slot', [ocupado(LUNES, '12:00', '12:30')], 30, sin(TODOS_30, ['12:00'])],
    [
      // 11:45 does not fit; the steps start again at 12:30, on the old grid by chance
      'a booking removes every overlapping 45-min slot',
      [ocupado(LUNES, '12:00', '12:30')],
      45,
      sin(TODOS_45, ['11:45']),
    ],
    [
      'a 60-min booking off the grid: the steps start again where it ends',
      [ocupado(LUNES, '12:30', '13:30')],
      60,
      ['11:00', ...desde('13:30', 60)],
    ],
    [
      'an event inside a slot removes it; the steps start again at its end',
      [ocupado(LUNES, '15:10', '15:20')],
      30,
      [...antes(TODOS_30, '15:00'), ...desde('15:20', 30)],
    ],
    [
      'a slot starting inside an event is removed; the day starts where the event ends',
      [ocupado(LUNES, '10:45', '11:10')],
      30,
      desde('11:10', 30),
    ],
    [
      'an event across two slots removes both',
      [ocupado(LUNES, '16:50', '17:05')],
      30,
      [...antes(TODOS_30, '16:30'), ...desde('17:05', 30)],
    ],
    ['an event covering the whole day removes all', [ocupado(LUNES, '00:00', '23:59')], 30, []],
    ['an event ending when a slot starts keeps it', [ocupado(LUNES, '10:00', '11:00')], 30, TODOS_30],
    ['an event starting when a slot ends keeps it', [ocupado(LUNES, '20:30', '21:00')], 30, TODOS_30],
    [
      'adjacent bookings keep the slot between them',
      [ocupado(LUNES, '12:00', '12:30'), ocupado(LUNES, '13:00', '13:30')],
      30,
      sin(TODOS_30, ['12:00', '13:00']),
    ],
    [
      'events of other days do not matter',
      [ocupado('2026-11-22', '11:00', '20:30'), ocupado('2026-11-24', '11:00', '20:30')],
      30,
      TODOS_30,
    ],
    [
      'a zero-length event strictly inside a slot removes it',
      [ocupado(LUNES, '18:10', '18:10')],
      30,
      [...antes(TODOS_30, '18:00'), ...desde('18:10', 30)],
    ],
    [
      'an event ending on a fraction of a minute: the steps start at the next whole minute',
      [
        {
          inicio: instanteDe(LUNES, '12:00', Z),
          fin: new Date(instanteDe(LUNES, '12:20', Z).getTime() + 30_000),
        },
      ],
      30,
      [...antes(TODOS_30, '12:00'), ...desde('12:21', 30)],
    ],
    [
      'an event reaching into the next day ends the day',
      [{ inicio: instanteDe(LUNES, '19:00', Z), fin: instanteDe('2026-11-24', '02:00', Z) }],
      30,
      antes(TODOS_30, '19:00'),
    ],
    [
      'overlapping busy intervals: the steps start where the last of them ends',
      [ocupado(LUNES, '12:10', '13:00'), ocupado(LUNES, '12:40', '12:50'), ocupado(LUNES, '12:55', '13:20')],
      45,
      ['11:00', ...desde('13:20', 45)],
    ],
  ])('%s', (_, ocupados, duracion, esperado) => {
    expect(inicios(slots({ ocupados, duracion }))).toEqual(esperado);
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

describe('generarSlots: the steps start again at each free stretch (decision 029), any day and occupation', () => {
  // Ordinary days and the four days around Santiago's clock changes.
  const DIAS = ['2026-11-23', '2026-06-15', '2026-04-04', '2026-04-05', '2026-09-05', '2026-09-06'];
  const caso = fc
    .record({
      fecha: fc.constantFrom(...DIAS),
      apertura: fc.integer({ min: 0, max: 22 * 12 }).map((m) => m * 5),
      largo: fc.integer({ min: 5, max: 16 * 60 }),
      duracion: fc.integer({ min: 5, max: 120 }),
      descanso: fc.option(fc.record({ desde: fc.nat(900), largo: fc.integer({ min: 1, max: 120 }) })),
      // Busy wall-clock spans of the day (bookings, disabled quarters, events); some end between minutes.
      ocupados: fc.array(
        fc.record({ desde: fc.nat(1439), largo: fc.nat(180), segundos: fc.constantFrom(0, 0, 0, 30) }),
        { maxLength: 6 },
      ),
    })
    .map(({ fecha, apertura, largo, duracion, descanso, ocupados }) => {
      const horaFin = Math.min(apertura + largo, 1439);
      const d = descanso && { inicio: apertura + (descanso.desde % Math.max(1, horaFin - apertura)) };
      const horario: HorarioDelDia = {
        fecha,
        horaInicio: horaDeMinutos(apertura),
        horaFin: horaDeMinutos(horaFin),
        ...(d && descanso
          ? {
              descansoHora: horaDeMinutos(d.inicio),
              descansoDuracion: Math.min(descanso.largo, horaFin - d.inicio),
            }
          : {}),
      };
      const intervalos: Intervalo[] = ocupados.map((o) => {
        const inicio = instanteDe(fecha, horaDeMinutos(o.desde), Z);
        return { inicio, fin: new Date(inicio.getTime() + o.largo * 60_000 + o.segundos * 1000) };
      });
      return { horario, duracion, ocupados: intervalos };
    });
  const generar = (
    c: { horario: HorarioDelDia; duracion: number; ocupados: Intervalo[] },
    ahora = MUCHO_ANTES,
  ) => generarSlots({ ...c, ahora, zona: Z });
  /**
   * Wall-clock minute of an instant on that day, rounded up; null when it is another day, or when that
   * wall time names another instant: an end in the second pass of the hour repeated on 2026-04-04
   * (23:00–24:00 happens twice) has no wall time of its own, since a LocalTime is its first pass.
   */
  const minutoDelDia = (fecha: string, instante: Date): number | null => {
    if (fechaLocalDe(instante, Z) !== fecha) return null;
    const m = minutosDe(horaLocalDe(instante, Z)) + (instante.getTime() % 60_000 === 0 ? 0 : 1);
    const minutoEntero = Math.ceil(instante.getTime() / 60_000) * 60_000;
    return instanteDe(fecha, horaDeMinutos(m), Z).getTime() === minutoEntero ? m : null;
  };
  /** The opening as the day really has it: inside the spring-forward gap it moves by the gap (00:05 → 01:05). */
  const apertura = ({ fecha, horaInicio }: HorarioDelDia) =>
    minutosDe(horaLocalDe(instanteDe(fecha, horaInicio, Z), Z));
  /** Where a free stretch may start: the opening, the end of the break, the end of a busy span. */
  const comienzos = (c: { horario: HorarioDelDia; ocupados: Intervalo[] }): Set<number> => {
    const descanso = intervaloDescanso(c.horario);
    const fines = c.ocupados.map((o) => minutoDelDia(c.horario.fecha, o.fin));
    return new Set(
      [apertura(c.horario), descanso?.fin ?? null, ...fines].filter((m): m is number => m !== null),
    );
  };
  const libre = (c: { horario: HorarioDelDia; ocupados: Intervalo[] }, desde: number, duracion: number) => {
    const descanso = intervaloDescanso(c.horario);
    const hasta = desde + duracion;
    if (desde < apertura(c.horario) || hasta > minutosDe(c.horario.horaFin)) return false;
    if (descanso && desde < descanso.fin && descanso.inicio < hasta) return false;
    if (!existeHora(c.horario.fecha, horaDeMinutos(desde), Z)) return false;
    const bloque = {
      inicio: instanteDe(c.horario.fecha, horaDeMinutos(desde), Z),
      fin: instanteDe(c.horario.fecha, horaDeMinutos(hasta), Z),
    };
    return !c.ocupados.some((o) => seSolapan(o, bloque));
  };

  it('every slot lies inside the day, clear of the break and of every busy span, and slots never overlap', () => {
    fc.assert(
      fc.property(caso, (c) => {
        const s = generar(c);
        const descanso = intervaloDescanso(c.horario);
        s.forEach((slot, i) => {
          const [desde, hasta] = [minutosDe(slot.horaInicio), minutosDe(slot.horaFin)];
          expect(hasta - desde).toBe(c.duracion);
          expect(desde).toBeGreaterThanOrEqual(minutosDe(c.horario.horaInicio));
          expect(hasta).toBeLessThanOrEqual(minutosDe(c.horario.horaFin));
          if (descanso) expect(desde >= descanso.fin || hasta <= descanso.inicio).toBe(true);
          for (const o of c.ocupados) expect(seSolapan(o, slot)).toBe(false);
          if (i > 0) expect(slot.inicio.getTime()).toBeGreaterThanOrEqual(s[i - 1]!.fin.getTime());
        });
      }),
      { numRuns: 400 },
    );
  });

  it('every slot starts a free stretch or follows the previous slot with no gap', () => {
    fc.assert(
      fc.property(caso, (c) => {
        const s = generar(c);
        const inicio = comienzos(c);
        s.forEach((slot, i) => {
          const sigue = i > 0 && s[i - 1]!.horaFin === slot.horaInicio;
          expect(sigue || inicio.has(minutosDe(slot.horaInicio))).toBe(true);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('no dead time: wherever a free stretch starts and the service fits, that start is offered', () => {
    fc.assert(
      fc.property(caso, (c) => {
        const ofrecidos = new Set(generar(c).map((s) => minutosDe(s.horaInicio)));
        for (const m of comienzos(c)) {
          if (libre(c, m, c.duracion)) expect(ofrecidos.has(m), horaDeMinutos(m)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('with no break and nothing busy it is exactly the spec grid (from horaInicio by the duration)', () => {
    fc.assert(
      fc.property(caso, (c) => {
        const { descansoHora: _, descansoDuracion: __, ...sinDescanso } = c.horario;
        const vacio = { horario: sinDescanso, duracion: c.duracion, ocupados: [] };
        const espec = generarSlots({ ...vacio, ahora: MUCHO_ANTES, zona: Z, anclaje: 'apertura' });
        expect(generar(vacio)).toEqual(espec);
        const m = minutosDe(sinDescanso.horaInicio);
        for (const s of espec) {
          if (existeHora(sinDescanso.fecha, sinDescanso.horaInicio, Z)) {
            expect((minutosDe(s.horaInicio) - m) % c.duracion).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the lead only hides slots: it never moves the others', () => {
    fc.assert(
      fc.property(caso, fc.integer({ min: -2 * 60, max: 26 * 60 }), (c, minutos) => {
        const ahora = new Date(instanteDe(c.horario.fecha, '00:00', Z).getTime() + minutos * 60_000);
        const limite = ahora.getTime() + ANTICIPACION_MINIMA_MINUTOS * 60_000;
        expect(generar(c, ahora)).toEqual(generar(c).filter((s) => s.inicio.getTime() >= limite));
      }),
      { numRuns: 300 },
    );
  });
});
