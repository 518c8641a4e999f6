import { describe, expect, it } from 'vitest';
import { fechaEscrita, fechaParaEscribir, horaAlSalir, horaEscrita } from './fecha-y-hora-escritas';

describe('horaEscrita: the 24-hour field while typing', () => {
  it.each([
    ['20:30', '20:30'],
    ['9:30', '09:30'],
    ['2030', '20:30'],
    ['0830', '08:30'],
    ['20.30', '20:30'],
    ['20h30', '20:30'],
    [' 11:00 ', '11:00'],
  ])('«%s» is %s', (texto, hora) => expect(horaEscrita(texto)).toBe(hora));

  it.each(['', '2', '20', '203', '930', '20:3', '24:00', '19:60', '8:30 PM', 'abc'])(
    '«%s» is not an hour yet',
    (texto) => expect(horaEscrita(texto)).toBeNull(),
  );
});

describe('horaAlSalir: the field once left', () => {
  it.each([
    ['9', '09:00'],
    ['20', '20:00'],
    ['930', '09:30'],
    ['2030', '20:30'],
    ['7:05', '07:05'],
  ])('«%s» is %s', (texto, hora) => expect(horaAlSalir(texto)).toBe(hora));

  it.each(['', '24', '975', '25:00', 'p. m.'])('«%s» stays as typed', (texto) =>
    expect(horaAlSalir(texto)).toBeNull(),
  );
});

describe('fechaEscrita: a day, day first', () => {
  it.each([
    ['15-06-2026', '2026-06-15'],
    ['15/6/2026', '2026-06-15'],
    ['1.6.2026', '2026-06-01'],
    ['15062026', '2026-06-15'],
    ['2026-06-15', '2026-06-15'],
    ['29-02-2028', '2028-02-29'],
  ])('«%s» is %s', (texto, dia) => expect(fechaEscrita(texto)).toBe(dia));

  it.each(['', '15-06', '15-06-26', '2026-06-1', '31-06-2026', '29-02-2027', '06/15/2026', '2026-13-01'])(
    '«%s» is no day',
    (texto) => expect(fechaEscrita(texto)).toBeNull(),
  );

  it('writes the API day as people read it, and leaves anything else as typed', () => {
    expect(fechaParaEscribir('2026-06-15')).toBe('15-06-2026');
    expect(fechaParaEscribir('15-06')).toBe('15-06');
    expect(fechaParaEscribir('')).toBe('');
  });
});
