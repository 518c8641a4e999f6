import { describe, expect, it } from 'vitest';
import { horaResaltada } from './hoy';

// Friday 27 November 2026 in Santiago (-03:00): 11:00–11:45 and 15:00–15:45.
const HORAS = [
  { _id: 'a', inicio: '2026-11-27T14:00:00.000Z', fin: '2026-11-27T14:45:00.000Z' },
  { _id: 'b', inicio: '2026-11-27T18:00:00.000Z', fin: '2026-11-27T18:45:00.000Z' },
];

describe('horaResaltada', () => {
  it.each([
    ['before the first', '2026-11-27T12:00:00Z', { id: 'a', marca: 'Siguiente' }],
    ['at the first one’s start', '2026-11-27T14:00:00Z', { id: 'a', marca: 'En curso' }],
    ['during the first', '2026-11-27T14:44:59Z', { id: 'a', marca: 'En curso' }],
    ['at the first one’s end', '2026-11-27T14:45:00Z', { id: 'b', marca: 'Siguiente' }],
    ['during the second', '2026-11-27T18:10:00Z', { id: 'b', marca: 'En curso' }],
    ['after the last', '2026-11-27T18:45:00Z', undefined],
  ])('%s', (_caso, ahora, esperada) => {
    expect(horaResaltada(HORAS, Date.parse(ahora))).toEqual(esperada);
  });

  it('nothing to highlight on a day without bookings', () => {
    expect(horaResaltada([], Date.parse('2026-11-27T12:00:00Z'))).toBeUndefined();
  });
});
