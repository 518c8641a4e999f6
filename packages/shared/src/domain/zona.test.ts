import { describe, expect, it } from 'vitest';
import {
  diaDeLaSemana,
  esFechaPasada,
  existeHora,
  fechaLocalDe,
  horaDeMinutos,
  horaLocalDe,
  inicioDelDia,
  instanteDe,
  isLocalDate,
  isLocalTime,
  isoInicioDelDia,
  minutosDe,
  sumarDias,
  ZONA_SANTIAGO,
} from './zona.js';

const Z = ZONA_SANTIAGO;

// Santiago's clock changes in 2026 happen at local midnight:
// - Saturday 2026-04-04: at 24:00 (-03) clocks go back to 23:00 (-04); 23:00–24:00 happens twice.
// - Sunday 2026-09-06: at 00:00 (-04) clocks jump to 01:00 (-03); 00:00–01:00 does not exist.

describe('isLocalDate', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-1-05', false],
    ['26-11-23', false],
    ['2026-11-23T00:00', false],
    ['', false],
  ])('%s → %s', (valor, esperado) => {
    expect(isLocalDate(valor)).toBe(esperado);
  });
});

describe('isLocalTime', () => {
  it.each([
    ['00:00', true],
    ['09:05', true],
    ['23:59', true],
    ['20:30', true],
    ['24:00', false],
    ['9:05', false],
    ['12:60', false],
    ['12:5', false],
    ['12:00:00', false],
    ['', false],
  ])('%s → %s', (valor, esperado) => {
    expect(isLocalTime(valor)).toBe(esperado);
  });
});

describe('minutosDe / horaDeMinutos', () => {
  it.each([
    ['00:00', 0],
    ['00:15', 15],
    ['11:00', 660],
    ['14:45', 885],
    ['20:30', 1230],
    ['23:59', 1439],
  ])('%s ↔ %i', (hora, minutos) => {
    expect(minutosDe(hora)).toBe(minutos);
    expect(horaDeMinutos(minutos)).toBe(hora);
  });

  it('writes 24:00 for the end of the day', () => {
    expect(horaDeMinutos(1440)).toBe('24:00');
  });
});

describe('instanteDe', () => {
  it.each([
    // ordinary days: -03:00 in summer, -04:00 in winter
    ['2026-11-23', '11:00', '2026-11-23T14:00:00.000Z'],
    ['2026-11-23', '20:30', '2026-11-23T23:30:00.000Z'],
    ['2026-06-15', '11:00', '2026-06-15T15:00:00.000Z'],
    ['2026-01-01', '00:00', '2026-01-01T03:00:00.000Z'],
    // fall-back day: before local midnight of 04-05 the offset is still -03:00
    ['2026-04-04', '00:00', '2026-04-04T03:00:00.000Z'],
    ['2026-04-04', '11:00', '2026-04-04T14:00:00.000Z'],
    ['2026-04-04', '22:59', '2026-04-05T01:59:00.000Z'],
    // the repeated hour resolves to its earlier occurrence
    ['2026-04-04', '23:00', '2026-04-05T02:00:00.000Z'],
    ['2026-04-04', '23:30', '2026-04-05T02:30:00.000Z'],
    ['2026-04-04', '23:59', '2026-04-05T02:59:00.000Z'],
    ['2026-04-05', '00:00', '2026-04-05T04:00:00.000Z'],
    ['2026-04-05', '11:00', '2026-04-05T15:00:00.000Z'],
    // spring-forward day: the gap moves forward by an hour
    ['2026-09-05', '11:00', '2026-09-05T15:00:00.000Z'],
    ['2026-09-05', '23:59', '2026-09-06T03:59:00.000Z'],
    ['2026-09-06', '00:00', '2026-09-06T04:00:00.000Z'],
    ['2026-09-06', '00:30', '2026-09-06T04:30:00.000Z'],
    ['2026-09-06', '01:00', '2026-09-06T04:00:00.000Z'],
    ['2026-09-06', '11:00', '2026-09-06T14:00:00.000Z'],
  ])('%s %s → %s', (fecha, hora, iso) => {
    expect(instanteDe(fecha, hora, Z).toISOString()).toBe(iso);
  });

  it('does not depend on the zone of the machine', () => {
    expect(instanteDe('2026-11-23', '11:00', 'UTC').toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });
});

describe('existeHora', () => {
  it.each([
    ['2026-11-23', '00:00', true],
    ['2026-11-23', '11:00', true],
    ['2026-09-05', '23:59', true],
    ['2026-09-06', '00:00', false],
    ['2026-09-06', '00:15', false],
    ['2026-09-06', '00:59', false],
    ['2026-09-06', '01:00', true],
    ['2026-09-06', '11:00', true],
    // the repeated hour exists (twice)
    ['2026-04-04', '23:00', true],
    ['2026-04-04', '23:30', true],
    ['2026-04-05', '00:00', true],
  ])('%s %s → %s', (fecha, hora, esperado) => {
    expect(existeHora(fecha, hora, Z)).toBe(esperado);
  });
});

describe('fechaLocalDe / horaLocalDe', () => {
  it.each([
    ['2026-11-23T14:00:00Z', '2026-11-23', '11:00'],
    ['2026-11-24T02:59:00Z', '2026-11-23', '23:59'],
    ['2026-11-24T03:00:00Z', '2026-11-24', '00:00'],
    // both occurrences of 23:30 on 2026-04-04
    ['2026-04-05T02:30:00Z', '2026-04-04', '23:30'],
    ['2026-04-05T03:30:00Z', '2026-04-04', '23:30'],
    ['2026-04-05T03:59:00Z', '2026-04-04', '23:59'],
    ['2026-04-05T04:00:00Z', '2026-04-05', '00:00'],
    // the last minute before the gap and the first after it
    ['2026-09-06T03:59:00Z', '2026-09-05', '23:59'],
    ['2026-09-06T04:00:00Z', '2026-09-06', '01:00'],
    ['2026-09-06T04:30:00Z', '2026-09-06', '01:30'],
  ])('%s → %s %s', (iso, fecha, hora) => {
    const instante = new Date(iso);
    expect(fechaLocalDe(instante, Z)).toBe(fecha);
    expect(horaLocalDe(instante, Z)).toBe(hora);
  });
});

describe('inicioDelDia / isoInicioDelDia', () => {
  it.each([
    ['2026-11-23', '2026-11-23T03:00:00.000Z', '2026-11-23T00:00:00-03:00'],
    ['2026-06-15', '2026-06-15T04:00:00.000Z', '2026-06-15T00:00:00-04:00'],
    ['2026-04-04', '2026-04-04T03:00:00.000Z', '2026-04-04T00:00:00-03:00'],
    ['2026-04-05', '2026-04-05T04:00:00.000Z', '2026-04-05T00:00:00-04:00'],
    ['2026-09-05', '2026-09-05T04:00:00.000Z', '2026-09-05T00:00:00-04:00'],
    // the day that starts with the gap starts at 01:00
    ['2026-09-06', '2026-09-06T04:00:00.000Z', '2026-09-06T01:00:00-03:00'],
    ['2026-09-07', '2026-09-07T03:00:00.000Z', '2026-09-07T00:00:00-03:00'],
  ])('%s starts at %s (%s)', (fecha, iso, conOffset) => {
    expect(inicioDelDia(fecha, Z).toISOString()).toBe(iso);
    expect(isoInicioDelDia(fecha, Z)).toBe(conOffset);
    expect(new Date(conOffset).toISOString()).toBe(iso);
  });

  it('writes +00:00 and positive offsets', () => {
    expect(isoInicioDelDia('2026-11-23', 'UTC')).toBe('2026-11-23T00:00:00+00:00');
    expect(isoInicioDelDia('2026-11-23', 'Asia/Kolkata')).toBe('2026-11-23T00:00:00+05:30');
  });

  it('the fall-back day lasts 25 hours and the spring-forward day 23', () => {
    const horas = (a: string, b: string) =>
      (inicioDelDia(b, Z).getTime() - inicioDelDia(a, Z).getTime()) / 3_600_000;
    expect(horas('2026-04-04', '2026-04-05')).toBe(25);
    expect(horas('2026-09-06', '2026-09-07')).toBe(23);
    expect(horas('2026-11-23', '2026-11-24')).toBe(24);
  });
});

describe('esFechaPasada', () => {
  it.each([
    // an ordinary day, ahora = 2026-11-23 11:00 local
    ['2026-11-22', '2026-11-23T14:00:00Z', true],
    ['2026-11-23', '2026-11-23T14:00:00Z', false],
    ['2026-11-24', '2026-11-23T14:00:00Z', false],
    ['2025-12-31', '2026-11-23T14:00:00Z', true],
    // just before / at local midnight (UTC is already the next day at 21:00 local)
    ['2026-11-23', '2026-11-24T02:59:59Z', false],
    ['2026-11-23', '2026-11-24T03:00:00Z', true],
    ['2026-11-24', '2026-11-24T01:00:00Z', false],
    // spring-forward day: 04:30Z is 01:30 local on 09-06
    ['2026-09-05', '2026-09-06T04:30:00Z', true],
    ['2026-09-06', '2026-09-06T04:30:00Z', false],
    ['2026-09-05', '2026-09-06T03:59:00Z', false],
    ['2026-09-05', '2026-09-06T04:00:00Z', true],
    // fall-back day: 03:30Z is 23:30 (second occurrence) of 04-04
    ['2026-04-04', '2026-04-05T02:30:00Z', false],
    ['2026-04-04', '2026-04-05T03:30:00Z', false],
    ['2026-04-04', '2026-04-05T03:59:59Z', false],
    ['2026-04-04', '2026-04-05T04:00:00Z', true],
    ['2026-04-05', '2026-04-05T04:00:00Z', false],
    ['2026-04-03', '2026-04-05T03:30:00Z', true],
  ])('%s at %s → %s', (fecha, ahora, esperado) => {
    expect(esFechaPasada(fecha, new Date(ahora), Z)).toBe(esperado);
  });
});

describe('sumarDias', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-04-04', 1, '2026-04-05'],
    ['2026-09-05', 1, '2026-09-06'],
    ['2026-09-06', -1, '2026-09-05'],
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-23', 30, '2026-12-23'],
  ])('%s + %i → %s', (fecha, dias, esperado) => {
    expect(sumarDias(fecha, dias)).toBe(esperado);
  });
});

describe('diaDeLaSemana', () => {
  it.each([
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2026-04-04', 6],
    ['2026-04-05', 0],
    ['2026-09-05', 6],
    ['2026-09-06', 0],
    ['2024-02-29', 4],
  ])('%s → %i', (fecha, dia) => {
    expect(diaDeLaSemana(fecha)).toBe(dia);
  });
});
