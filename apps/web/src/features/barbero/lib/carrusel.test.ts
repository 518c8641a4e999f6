import { describe, expect, it } from 'vitest';
import { inicioParaVer, itemsVisibles, limitarInicio, pasoDeArrastre } from './carrusel';

describe('itemsVisibles', () => {
  it.each([
    [320, 1],
    [360, 1],
    [463, 1],
    [464, 2],
    [768, 2],
    [1023, 2],
    [1024, 4],
    [1280, 4],
    [3000, 4],
  ])('%i px → %i', (ancho, items) => {
    expect(itemsVisibles(ancho)).toBe(items);
  });
});

describe('limitarInicio', () => {
  it('never goes before the first item nor past the last full page (not infinite)', () => {
    expect(limitarInicio(-4, 10, 4)).toBe(0);
    expect(limitarInicio(3, 10, 4)).toBe(3);
    expect(limitarInicio(7, 10, 4)).toBe(6);
    expect(limitarInicio(20, 10, 1)).toBe(9);
  });

  it('stays at 0 when everything fits', () => {
    expect(limitarInicio(2, 3, 4)).toBe(0);
    expect(limitarInicio(1, 0, 1)).toBe(0);
  });
});

describe('pasoDeArrastre', () => {
  it.each([
    [-80, 1],
    [-200, 1],
    [-79, 0],
    [0, 0],
    [79, 0],
    [80, -1],
    [300, -1],
  ])('dx %i → %i', (dx, paso) => {
    expect(pasoDeArrastre(dx)).toBe(paso);
  });
});

describe('inicioParaVer', () => {
  it('does not move when the item is already visible', () => {
    expect(inicioParaVer(5, 4, 10, 4)).toBe(4);
  });

  it('moves just enough to show an item before or after the window', () => {
    expect(inicioParaVer(1, 4, 10, 4)).toBe(1);
    expect(inicioParaVer(8, 0, 10, 4)).toBe(5);
    expect(inicioParaVer(9, 0, 10, 4)).toBe(6);
  });

  it('re-clamps after the window grows (e.g. rotating a tablet)', () => {
    expect(inicioParaVer(9, 9, 10, 4)).toBe(6);
  });
});
