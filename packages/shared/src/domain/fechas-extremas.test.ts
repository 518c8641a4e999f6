import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acotado } from './acotado.testing.mjs';
import { fechasFuturas } from './fechas.js';
import { formatearFechaCompleta, formatearFechaLarga } from './formato.js';
import { horasLibres, slotsDeFecha } from './horas-libres.js';
import { fechaDentroDeLimites, limitesDeFechas, sumarAnos, sumarDiasAcotado } from './limites-de-fecha.js';
import { grillaDeHoras, ocupadosDelDia } from './ocupados.js';
import { diasDelRango, largoDelRango, MAXIMO_DIAS_RECORRIDO } from './rango.js';
import { validarReserva } from './reserva.js';
import { etiquetaSlot, generarSlots } from './slots.js';
import { tramosLibres } from './tramos-libres.js';
import { inicioDeMeses, ultimosDias } from './venta.js';
import {
  diaDeLaSemana,
  diasDelMes,
  esFechaPasada,
  existeHora,
  fechaDeNumero,
  fechaLocalDe,
  horaDeMinutos,
  horaLocalDe,
  inicioDelDia,
  instanteDe,
  isLocalDate,
  isLocalTime,
  isoInicioDelDia,
  minutosDe,
  numeroDeDia,
  PRIMER_NUMERO_DE_DIA,
  sumarDias,
  ULTIMO_NUMERO_DE_DIA,
  ZONA_SANTIAGO as Z,
} from './zona.js';

/**
 * Issue 20: `sumarDias('9999-12-31', 1)` once wrote "+010000-01-01", which sorts before "9999-12-31", and a
 * loop over days never ended; one stored day hung every server. Every public function of the domain that
 * takes days or times is called here across the years 0001–9999 and with odd inputs, and each must return
 * or throw within a bound.
 *
 * A loop that never ends cannot be stopped by a test timeout (it never yields), so each call runs under
 * `vm`'s timeout (acotado.testing.mjs), which has V8 terminate it: the property then fails with the input
 * that hung.
 */
const fechaValida = fc.integer({ min: PRIMER_NUMERO_DE_DIA, max: ULTIMO_NUMERO_DE_DIA }).map(fechaDeNumero);
/** The days where a loop used to break: the calendar's two ends, leap days, and nonsense. */
const fechaRara = fc.oneof(
  fechaValida,
  fc.constantFrom(
    '9999-12-31',
    '9999-12-27',
    '0001-01-01',
    '0000-01-01',
    '0099-12-31',
    '2024-02-29',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '+010000-01-01',
    '-000001-12-31',
    '',
    '2026-11-23T10:00:00-03:00',
  ),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.string({ maxLength: 12 }),
);
const horaValida = fc.integer({ min: 0, max: 1439 }).map(horaDeMinutos);
const horaRara = fc.oneof(
  horaValida,
  fc.constantFrom('24:00', '23:60', '00:00', '7:5', '', 'aa:bb', '-1:00'),
);
const diasRaros = fc.oneof(
  fc.integer({ min: -4_000_000, max: 4_000_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0.5, 1e15),
);
const instante = fc.oneof(
  fc.date({
    min: new Date('0001-01-02T00:00:00Z'),
    max: new Date('9999-12-30T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc.constant(new Date(Number.NaN)),
);
const duracionRara = fc.oneof(fc.integer({ min: -10, max: 1500 }), fc.constantFrom(0.5, Number.NaN, 1e9));

describe('every date and time function ends, whatever the day (issue 20)', () => {
  it('the day arithmetic of zona.ts', () => {
    fc.assert(
      fc.property(fechaRara, diasRaros, horaRara, instante, (fecha, dias, hora, ahora) => {
        acotado(() => isLocalDate(fecha));
        acotado(() => isLocalTime(hora));
        acotado(() => minutosDe(hora));
        acotado(() => horaDeMinutos(dias));
        acotado(() => numeroDeDia(fecha));
        acotado(() => fechaDeNumero(dias));
        acotado(() => sumarDias(fecha, dias));
        acotado(() => sumarDiasAcotado(fecha, dias));
        acotado(() => sumarAnos(fecha, dias));
        acotado(() => diaDeLaSemana(fecha));
        acotado(() => diasDelMes(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7))));
        acotado(() => instanteDe(fecha, hora, Z));
        acotado(() => existeHora(fecha, hora, Z));
        acotado(() => inicioDelDia(fecha, Z));
        acotado(() => isoInicioDelDia(fecha, Z));
        acotado(() => esFechaPasada(fecha, ahora, Z));
        acotado(() => fechaLocalDe(ahora, Z));
        acotado(() => horaLocalDe(ahora, Z));
        acotado(() => limitesDeFechas(fecha));
        acotado(() => fechaDentroDeLimites(fecha, fecha));
        acotado(() => formatearFechaLarga(fecha));
        acotado(() => formatearFechaCompleta(fecha));
        acotado(() => inicioDeMeses(ahora, Z));
        acotado(() => ultimosDias(ahora, Z, dias));
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('ranges of days: diasDelRango, largoDelRango', () => {
    fc.assert(
      fc.property(
        fechaRara,
        fechaRara,
        fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 8 }),
        (a, b, d) => {
          acotado(() => diasDelRango(a, b, d));
          acotado(() => largoDelRango(a, b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the slot, free-hour and booking rules on any day', () => {
    fc.assert(
      fc.property(
        fechaRara,
        horaRara,
        horaRara,
        duracionRara,
        instante,
        fc.option(horaRara),
        (fecha, horaInicio, horaFin, duracion, ahora, descansoHora) => {
          const horario = { fecha, horaInicio, horaFin, descansoHora, descansoDuracion: 60 };
          const dia = {
            _id: 'f',
            fecha,
            horaInicio,
            horaFin,
            descansoHora,
            descansoDuracion: 60,
            horas: [],
            horasAgendadas: [{ horaInicio, horaFin }],
          };
          const evento = {
            start: { dateTime: `${fecha}T12:00:00Z` },
            end: { dateTime: `${fecha}T13:00:00Z` },
          };
          acotado(() => grillaDeHoras(horaInicio, horaFin));
          acotado(() => ocupadosDelDia(dia, [evento], Z));
          acotado(() => generarSlots({ horario, duracion, ocupados: [], ahora, zona: Z }));
          acotado(() => etiquetaSlot({ horaInicio, horaFin }));
          acotado(() => slotsDeFecha(dia, [evento], duracion, ahora, Z));
          acotado(() => horasLibres([dia, { ...dia, fecha: '9999-12-31' }], [evento], duracion, ahora, Z));
          acotado(() => tramosLibres(dia, [], ahora, Z));
          acotado(() => fechasFuturas([dia, { ...dia, fecha: '9999-12-31' }], ahora, Z));
          acotado(() =>
            validarReserva({
              horario,
              horaInicio,
              horaFin,
              duracionServicio: duracion,
              ocupados: [],
              ahora,
              zona: Z,
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('round trips hold over the whole calendar', () => {
  it('a day and its number, both ways, 0001-01-01 … 9999-12-31', () => {
    expect(fechaDeNumero(PRIMER_NUMERO_DE_DIA)).toBe('0001-01-01');
    expect(fechaDeNumero(ULTIMO_NUMERO_DE_DIA)).toBe('9999-12-31');
    expect(numeroDeDia('1970-01-01')).toBe(0);
    fc.assert(
      fc.property(fechaValida, (fecha) => {
        expect(isLocalDate(fecha)).toBe(true);
        expect(fechaDeNumero(numeroDeDia(fecha))).toBe(fecha);
      }),
      { numRuns: 2000 },
    );
  });

  it('adding days and taking them away returns the day; each step moves the weekday by one', () => {
    fc.assert(
      fc.property(fechaValida, fc.integer({ min: -100_000, max: 100_000 }), (fecha, dias) => {
        const n = numeroDeDia(fecha) + dias;
        if (n < PRIMER_NUMERO_DE_DIA || n > ULTIMO_NUMERO_DE_DIA) {
          expect(() => sumarDias(fecha, dias)).toThrow(RangeError);
          return;
        }
        const otra = sumarDias(fecha, dias);
        expect(sumarDias(otra, -dias)).toBe(fecha);
        expect(largoDelRango(fecha, otra)).toBe(dias >= 0 ? dias + 1 : 0);
        expect((diaDeLaSemana(fecha) + (((dias % 7) + 7) % 7)) % 7).toBe(diaDeLaSemana(otra));
        // Stays a day of the calendar, and in order: the failure of issue 20 was a string sorting wrong.
        expect(isLocalDate(otra)).toBe(true);
        expect(dias >= 0 ? otra >= fecha : otra <= fecha).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('a range lists each of its days once, in order, or refuses to be walked', () => {
    fc.assert(
      fc.property(fechaValida, fc.integer({ min: 0, max: 1500 }), (desde, largo) => {
        const n = numeroDeDia(desde) + largo;
        if (n > ULTIMO_NUMERO_DE_DIA) return;
        const hasta = fechaDeNumero(n);
        if (largo >= MAXIMO_DIAS_RECORRIDO) {
          expect(() => diasDelRango(desde, hasta, [0, 1, 2, 3, 4, 5, 6])).toThrow(RangeError);
          return;
        }
        const dias = diasDelRango(desde, hasta, [0, 1, 2, 3, 4, 5, 6]);
        expect(dias).toHaveLength(largo + 1);
        expect(dias[0]).toBe(desde);
        expect(dias.at(-1)).toBe(hasta);
      }),
      { numRuns: 300 },
    );
  });

  it('a wall time of Santiago and its instant, both ways, 1927–9999', () => {
    // Until 1927-09-01 Santiago kept, on and off, its mean solar time (UTC−4:42:45): offsets with seconds
    // do not round-trip through minutes, and no booking lives there.
    const desde = numeroDeDia('1927-09-02');
    fc.assert(
      fc.property(fc.integer({ min: desde, max: ULTIMO_NUMERO_DE_DIA - 1 }), horaValida, (n, hora) => {
        const fecha = fechaDeNumero(n);
        const t = instanteDe(fecha, hora, Z);
        if (existeHora(fecha, hora, Z)) {
          expect(fechaLocalDe(t, Z)).toBe(fecha);
          expect(horaLocalDe(t, Z)).toBe(hora);
        }
        expect(new Date(isoInicioDelDia(fecha, Z)).getTime()).toBe(inicioDelDia(fecha, Z).getTime());
        expect(fechaLocalDe(inicioDelDia(fecha, Z), Z)).toBe(fecha);
      }),
      { numRuns: 1000 },
    );
  });

  it('a year later and back is the same day, but 29 February', () => {
    fc.assert(
      fc.property(fechaValida, fc.integer({ min: -50, max: 50 }), (fecha, anos) => {
        const y = Number(fecha.slice(0, 4));
        if (y + anos < 1 || y + anos > 9999) return;
        const otra = sumarAnos(fecha, anos);
        expect(isLocalDate(otra)).toBe(true);
        if (!fecha.endsWith('-02-29')) expect(sumarAnos(otra, -anos)).toBe(fecha);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the bounds a person may name', () => {
  it.each([
    ['2026-11-26', '2025-11-26', '2028-11-26'],
    ['2024-02-29', '2023-02-28', '2026-02-28'],
    ['9999-06-01', '9998-06-01', '9999-06-01'],
  ])('seen from %s: %s … %s', (hoy, desde, hasta) => {
    expect(limitesDeFechas(hoy)).toEqual({ desde, hasta });
    expect(fechaDentroDeLimites(desde, hoy)).toBe(true);
    expect(fechaDentroDeLimites(hasta, hoy)).toBe(true);
    expect(fechaDentroDeLimites(sumarDiasAcotado(hasta, 1), hoy)).toBe(false);
    expect(fechaDentroDeLimites(sumarDiasAcotado(desde, -1), hoy)).toBe(false);
  });

  it('a window of reading stops at the calendar ends instead of failing', () => {
    expect(sumarDiasAcotado('9999-12-31', 1)).toBe('9999-12-31');
    expect(sumarDiasAcotado('0001-01-01', -5)).toBe('0001-01-01');
    expect(sumarDiasAcotado('2026-11-26', 5)).toBe('2026-12-01');
  });
});
