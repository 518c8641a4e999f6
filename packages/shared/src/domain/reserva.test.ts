import { describe, expect, it } from 'vitest';
import type { HorarioDelDia } from './horario.js';
import type { Intervalo } from './intervalo.js';
import { type ValidarReservaInput, validarReserva } from './reserva.js';
import { generarSlots } from './slots.js';
import { instanteDe, ZONA_SANTIAGO } from './zona.js';

const Z = ZONA_SANTIAGO;
/** Monday 2026-11-23, Santiago on -03:00. */
const LUNES = '2026-11-23';
/** 2026-11-23 09:00 local. */
const AHORA = new Date('2026-11-23T12:00:00Z');

const HORARIO: HorarioDelDia = {
  fecha: LUNES,
  horaInicio: '11:00',
  horaFin: '20:30',
  descansoHora: '14:00',
  descansoDuracion: 60,
};

const ocupado = (fecha: string, desde: string, hasta: string): Intervalo => ({
  inicio: instanteDe(fecha, desde, Z),
  fin: instanteDe(fecha, hasta, Z),
});

const OCUPADOS = [ocupado(LUNES, '12:00', '12:30'), ocupado(LUNES, '17:10', '17:20')];

const validar = (input: Partial<ValidarReservaInput> = {}) =>
  validarReserva({
    horario: HORARIO,
    horaInicio: '11:00',
    horaFin: '11:30',
    duracionServicio: 30,
    ocupados: OCUPADOS,
    ahora: AHORA,
    zona: Z,
    ...input,
  });

const codigo = (input: Partial<ValidarReservaInput>) => {
  const r = validar(input);
  return r.ok ? 'OK' : r.codigo;
};

describe('validarReserva: happy path', () => {
  it('accepts a free hour and returns its instants', () => {
    expect(validar()).toEqual({
      ok: true,
      intervalo: { inicio: new Date('2026-11-23T14:00:00Z'), fin: new Date('2026-11-23T14:30:00Z') },
    });
  });

  it.each([
    ['11:30', '12:00', 30, 'ends when a booking starts'],
    ['12:30', '13:00', 30, 'starts when a booking ends'],
    ['13:30', '14:00', 30, 'ends when the break starts'],
    ['15:00', '15:30', 30, 'starts when the break ends'],
    ['16:40', '17:10', 30, 'ends when an event starts'],
    ['17:20', '17:50', 30, 'starts when an event ends'],
    ['20:00', '20:30', 30, 'ends at closing time'],
    ['19:30', '20:30', 60, 'a 60-min service ending at closing time'],
    ['12:30', '13:15', 45, 'a 45-min service between booking and break'],
    ['11:15', '11:45', 30, 'an hour off the slot grid'],
  ])('%s–%s (%i min): %s', (horaInicio, horaFin, duracionServicio) => {
    expect(codigo({ horaInicio, horaFin, duracionServicio })).toBe('OK');
  });

  it('a booking of another day does not matter', () => {
    expect(
      codigo({ horaInicio: '12:00', horaFin: '12:30', ocupados: [ocupado('2026-11-24', '12:00', '12:30')] }),
    ).toBe('OK');
  });
});

describe('validarReserva: each error', () => {
  /** The cases of each error, by its code; each test is named `CODE: case`. */
  const CASOS: Record<string, [caso: string, input: Partial<ValidarReservaInput>][]> = {
    FECHA_PASADA: [
      ['yesterday', { horario: { ...HORARIO, fecha: '2026-11-22' } }],
      ['last year', { horario: { ...HORARIO, fecha: '2025-11-23' } }],
    ],
    DURACION_NO_COINCIDE: [
      ['longer', { horaFin: '11:45' }],
      ['shorter', { horaFin: '11:15' }],
      ['end before start', { horaInicio: '11:30', horaFin: '11:00' }],
      ['other service', { duracionServicio: 45 }],
      ['empty booking', { horaFin: '11:00', duracionServicio: 0 }],
      ['negative service', { horaInicio: '11:30', horaFin: '11:00', duracionServicio: -30 }],
    ],
    HORA_FUERA_DE_HORARIO: [
      ['before opening', { horaInicio: '10:30', horaFin: '11:00' }],
      ['straddles opening', { horaInicio: '10:45', horaFin: '11:15' }],
      ['past closing', { horaInicio: '20:15', horaFin: '20:45' }],
      ['after closing', { horaInicio: '20:30', horaFin: '21:00' }],
    ],
    HORA_EN_DESCANSO: [
      ['start of break', { horaInicio: '14:00', horaFin: '14:30' }],
      ['into the break', { horaInicio: '13:45', horaFin: '14:15' }],
      ['out of the break', { horaInicio: '14:45', horaFin: '15:15' }],
      ['covers the break', { horaInicio: '13:30', horaFin: '15:30', duracionServicio: 120 }],
    ],
    ANTICIPACION_INSUFICIENTE: [
      ['29 min away', { ahora: new Date('2026-11-23T14:01:00Z'), horaInicio: '11:30', horaFin: '12:00' }],
      ['already started', { ahora: new Date('2026-11-23T14:10:00Z') }],
      ['earlier today', { ahora: new Date('2026-11-23T20:00:00Z') }],
    ],
    HORA_YA_AGENDADA: [
      ['same hour', { horaInicio: '12:00', horaFin: '12:30' }],
      ['overlaps the start', { horaInicio: '11:45', horaFin: '12:15' }],
      ['overlaps the end', { horaInicio: '12:15', horaFin: '12:45' }],
      ['contains an event', { horaInicio: '17:00', horaFin: '17:30' }],
      ['starts inside an event', { horaInicio: '17:15', horaFin: '17:45' }],
    ],
  };
  it.each(
    Object.entries(CASOS).flatMap(([esperado, casos]) =>
      casos.map(([caso, input]) => [`${esperado}: ${caso}`, input, esperado] as const),
    ),
  )('%s', (_, input, esperado) => {
    expect(codigo(input)).toBe(esperado);
  });

  it('ANTICIPACION: exactly 30 min away is accepted', () => {
    expect(codigo({ ahora: new Date('2026-11-23T14:00:00Z'), horaInicio: '11:30', horaFin: '12:00' })).toBe(
      'OK',
    );
    expect(codigo({ ahora: new Date('2026-11-23T14:00:01Z'), horaInicio: '11:30', horaFin: '12:00' })).toBe(
      'ANTICIPACION_INSUFICIENTE',
    );
  });

  const GAP: HorarioDelDia = { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '03:00' };
  it.each([
    ['00:00', '00:30'],
    ['00:30', '01:00'],
    ['00:45', '01:15'],
  ])('HORA_INEXISTENTE: %s–%s on 2026-09-06', (horaInicio, horaFin) => {
    expect(codigo({ horario: GAP, horaInicio, horaFin, ahora: new Date('2026-09-01T12:00:00Z') })).toBe(
      'HORA_INEXISTENTE',
    );
  });

  it('the first hour after the gap is bookable on 2026-09-06', () => {
    expect(
      validar({
        horario: GAP,
        horaInicio: '01:00',
        horaFin: '01:30',
        ahora: new Date('2026-09-01T12:00:00Z'),
      }),
    ).toEqual({
      ok: true,
      intervalo: { inicio: new Date('2026-09-06T04:00:00Z'), fin: new Date('2026-09-06T04:30:00Z') },
    });
  });
});

describe('validarReserva: errors come in order', () => {
  const ayer = { ...HORARIO, fecha: '2026-11-22' };
  const tarde = new Date('2026-11-23T23:00:00Z'); // 20:00 local
  it.each<[string, Partial<ValidarReservaInput>, string]>([
    ['past day before a wrong duration', { horario: ayer, horaFin: '12:00' }, 'FECHA_PASADA'],
    [
      'past day before a booked hour',
      { horario: ayer, horaInicio: '12:00', horaFin: '12:30' },
      'FECHA_PASADA',
    ],
    ['wrong duration before out of hours', { horaInicio: '21:00', horaFin: '21:45' }, 'DURACION_NO_COINCIDE'],
    [
      'out of hours before the lead',
      { horaInicio: '10:00', horaFin: '10:30', ahora: tarde },
      'HORA_FUERA_DE_HORARIO',
    ],
    ['break before the lead', { horaInicio: '14:00', horaFin: '14:30', ahora: tarde }, 'HORA_EN_DESCANSO'],
    [
      'break before a booking',
      { horaInicio: '14:00', horaFin: '14:30', ocupados: [ocupado(LUNES, '14:00', '14:30')] },
      'HORA_EN_DESCANSO',
    ],
    [
      'lead before a booked hour',
      { horaInicio: '12:00', horaFin: '12:30', ahora: tarde },
      'ANTICIPACION_INSUFICIENTE',
    ],
  ])('%s', (_, input, esperado) => {
    expect(codigo(input)).toBe(esperado);
  });

  it('HORA_INEXISTENTE before ANTICIPACION_INSUFICIENTE and HORA_YA_AGENDADA', () => {
    const gap: HorarioDelDia = { fecha: '2026-09-06', horaInicio: '00:00', horaFin: '03:00' };
    expect(
      codigo({
        horario: gap,
        horaInicio: '00:30',
        horaFin: '01:00',
        ahora: new Date('2026-09-06T05:00:00Z'),
        ocupados: [{ inicio: new Date('2026-09-06T04:00:00Z'), fin: new Date('2026-09-06T06:00:00Z') }],
      }),
    ).toBe('HORA_INEXISTENTE');
  });
});

describe('validarReserva: days Santiago changes its clocks', () => {
  const sabado: HorarioDelDia = { fecha: '2026-04-04', horaInicio: '11:00', horaFin: '23:59' };

  it('23:30 of 2026-04-04 is its first occurrence', () => {
    expect(
      validar({
        horario: sabado,
        horaInicio: '23:00',
        horaFin: '23:30',
        ocupados: [],
        ahora: new Date('2026-04-01T12:00:00Z'),
      }),
    ).toEqual({
      ok: true,
      intervalo: { inicio: new Date('2026-04-05T02:00:00Z'), fin: new Date('2026-04-05T02:30:00Z') },
    });
  });

  it.each([
    // second 23:30 of 04-04: the day is not past, but 22:00 is
    ['2026-04-05T03:30:00Z', '22:00', '22:30', 'ANTICIPACION_INSUFICIENTE'],
    // first 22:00: 23:00 (first occurrence) is 60 min away
    ['2026-04-05T01:00:00Z', '23:00', '23:30', 'OK'],
    // second 23:00: the first 23:00 was an hour ago
    ['2026-04-05T03:00:00Z', '23:00', '23:30', 'ANTICIPACION_INSUFICIENTE'],
    // 00:00 of 04-05: 04-04 is past
    ['2026-04-05T04:00:00Z', '22:00', '22:30', 'FECHA_PASADA'],
  ])('now %s, %s–%s on 04-04 → %s', (ahora, horaInicio, horaFin, esperado) => {
    expect(codigo({ horario: sabado, horaInicio, horaFin, ahora: new Date(ahora), ocupados: [] })).toBe(
      esperado,
    );
  });

  it.each([
    ['2026-04-05', '11:00', '2026-04-05T15:00:00.000Z'],
    ['2026-04-04', '11:00', '2026-04-04T14:00:00.000Z'],
    ['2026-09-05', '11:00', '2026-09-05T15:00:00.000Z'],
    ['2026-09-06', '11:00', '2026-09-06T14:00:00.000Z'],
  ])('%s %s → %s', (fecha, horaInicio, iso) => {
    const r = validar({
      horario: { ...HORARIO, fecha },
      horaInicio,
      horaFin: '11:30',
      ahora: new Date('2026-01-01T00:00:00Z'),
    });
    expect(r.ok && r.intervalo.inicio.toISOString()).toBe(iso);
  });
});

describe('every slot generarSlots offers is accepted by validarReserva', () => {
  const DIAS = [
    '2026-11-23',
    '2026-11-24',
    '2026-04-04',
    '2026-04-05',
    '2026-09-05',
    '2026-09-06',
    '2026-06-15',
  ];
  const HORARIOS: Omit<HorarioDelDia, 'fecha'>[] = [
    { horaInicio: '11:00', horaFin: '20:30' },
    { horaInicio: '11:00', horaFin: '20:30', descansoHora: '14:00', descansoDuracion: 60 },
    { horaInicio: '10:15', horaFin: '19:00', descansoHora: '13:20', descansoDuracion: 35 },
    { horaInicio: '00:00', horaFin: '03:00' },
    { horaInicio: '00:00', horaFin: '23:59', descansoHora: '12:00', descansoDuracion: 30 },
    { horaInicio: '21:00', horaFin: '23:59' },
  ];
  const DURACIONES = [20, 30, 45, 60, 90];
  const OCUPACIONES = (fecha: string): Intervalo[][] => [
    [],
    [ocupado(fecha, '12:00', '12:30')],
    [ocupado(fecha, '11:10', '11:50'), ocupado(fecha, '16:00', '17:30'), ocupado(fecha, '23:00', '23:30')],
    [
      ocupado(fecha, '01:00', '01:45'),
      ocupado(fecha, '02:20', '02:25'),
      {
        inicio: instanteDe(fecha, '18:00', Z),
        fin: new Date(instanteDe(fecha, '18:00', Z).getTime() + 3_600_000),
      },
    ],
  ];
  // Before the day, and at several moments of the day itself (also the repeated and missing hours).
  const AHORAS = (fecha: string): Date[] => [
    new Date('2026-01-01T00:00:00Z'),
    instanteDe(fecha, '00:00', Z),
    instanteDe(fecha, '01:10', Z),
    instanteDe(fecha, '12:07', Z),
    new Date(instanteDe(fecha, '23:00', Z).getTime() + 3_600_000),
  ];

  const CASOS = DIAS.flatMap((fecha) => DURACIONES.map((duracion) => [fecha, duracion] as const));

  it.each(CASOS)(
    'holds on %s for %i-minute services (every schedule, occupation and moment)',
    (fecha, duracion) => {
      const fallas: string[] = [];
      let ofrecidos = 0;
      for (const h of HORARIOS) {
        const horario = { ...h, fecha };
        for (const ocupados of OCUPACIONES(fecha)) {
          for (const ahora of AHORAS(fecha)) {
            const ofrecidas = generarSlots({ horario, duracion, ocupados, ahora, zona: Z });
            ofrecidos += ofrecidas.length;
            const donde = (hora: string) => `${h.horaInicio}-${h.horaFin} ${hora} now ${ahora.toISOString()}`;
            // Offered ⇒ accepted, with the same instants; expect() only once, it is slow in a loop this size.
            // (Accepted ⇏ offered: the server takes any free start that fits, as before decision 029.)
            for (const slot of ofrecidas) {
              const r = validarReserva({
                horario,
                horaInicio: slot.horaInicio,
                horaFin: slot.horaFin,
                duracionServicio: duracion,
                ocupados,
                ahora,
                zona: Z,
              });
              if (!r.ok) fallas.push(`offered but refused (${r.codigo}): ${donde(slot.horaInicio)}`);
              else if (
                r.intervalo.inicio.getTime() !== slot.inicio.getTime() ||
                r.intervalo.fin.getTime() !== slot.fin.getTime()
              ) {
                fallas.push(`different instants: ${donde(slot.horaInicio)}`);
              }
            }
          }
        }
      }
      expect(fallas).toEqual([]);
      expect(ofrecidos).toBeGreaterThan(50);
    },
  );
});
