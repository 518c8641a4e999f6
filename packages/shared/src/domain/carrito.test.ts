import { describe, expect, it } from 'vitest';
import {
  agregarAlCarrito,
  ajustarCarrito,
  type CambioCarrito,
  cantidadEnCarrito,
  carritoDesdeGuardado,
  fijarCantidad,
  type LineaCarrito,
  type ProductoDeCarrito,
  quitarDelCarrito,
  totalDelCarrito,
  totalDeUnidades,
} from './carrito.js';

const cera: ProductoDeCarrito = { _id: 'cera', nombre: 'Cera mate', precioFinal: 8490, stock: 3 };
const peine: ProductoDeCarrito = { _id: 'peine', nombre: 'Peine de madera', precioFinal: 3990, stock: 20 };
const agotado: ProductoDeCarrito = { _id: 'agotado', nombre: 'Aceite', precioFinal: 7190, stock: 0 };

const linea = (producto: ProductoDeCarrito, cantidad: number): LineaCarrito => ({
  _id: producto._id,
  cantidad,
  precio: producto.precioFinal,
});

describe('agregarAlCarrito', () => {
  it.each([
    // [already in the cart, added, expected] with stock 3
    [0, 1, 1],
    [0, 2, 2],
    [0, 3, 3],
    [0, 4, 3],
    [0, 99, 3],
    [1, 1, 2],
    [1, 2, 3],
    [2, 2, 3],
    [3, 1, 3],
    [3, 5, 3],
  ])('with %i in the cart, adding %i leaves %i (stock 3)', (antes, agregar, esperado) => {
    const carrito = antes > 0 ? [linea(cera, antes)] : [];
    expect(cantidadEnCarrito(agregarAlCarrito(carrito, cera, agregar), 'cera')).toBe(esperado);
  });

  it('adds one unit by default and remembers the price seen', () => {
    expect(agregarAlCarrito([], peine)).toEqual([{ _id: 'peine', cantidad: 1, precio: 3990 }]);
  });

  it('appends new products after the existing lines, keeping their order', () => {
    const carrito = agregarAlCarrito(agregarAlCarrito([], peine), cera, 2);
    expect(carrito.map((l) => l._id)).toEqual(['peine', 'cera']);
    expect(agregarAlCarrito(carrito, peine).map((l) => l._id)).toEqual(['peine', 'cera']);
  });

  it('an out-of-stock product is never added', () => {
    expect(agregarAlCarrito([], agotado, 1)).toEqual([]);
    expect(agregarAlCarrito([], { ...cera, stock: -2 }, 1)).toEqual([]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('ignores a requested count of %s', (n) => {
    const carrito = [linea(cera, 1)];
    expect(agregarAlCarrito(carrito, cera, n)).toEqual(carrito);
    expect(agregarAlCarrito([], cera, n)).toEqual([]);
  });

  it('rounds a fractional count down', () => {
    expect(cantidadEnCarrito(agregarAlCarrito([], peine, 2.7), 'peine')).toBe(2);
  });

  it('updates the remembered price when the product is added again at a new price', () => {
    const carrito = agregarAlCarrito([linea(peine, 1)], { ...peine, precioFinal: 3500 });
    expect(carrito).toEqual([{ _id: 'peine', cantidad: 2, precio: 3500 }]);
  });

  it('never changes the cart it was given', () => {
    const carrito = Object.freeze([Object.freeze(linea(cera, 1))]);
    agregarAlCarrito(carrito, cera, 1);
    expect(carrito).toEqual([linea(cera, 1)]);
  });
});

describe('fijarCantidad', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [1000, 3],
    [2.9, 2],
  ])('setting %s leaves %i (stock 3)', (cantidad, esperado) => {
    expect(cantidadEnCarrito(fijarCantidad([linea(cera, 2)], cera, cantidad), 'cera')).toBe(esperado);
  });

  it.each([0, -1, 0.5])('setting %s removes the line', (cantidad) => {
    expect(fijarCantidad([linea(cera, 2), linea(peine, 1)], cera, cantidad)).toEqual([linea(peine, 1)]);
  });

  it('a line whose product ran out disappears', () => {
    expect(fijarCantidad([linea(cera, 2)], { _id: 'cera', stock: 0 }, 1)).toEqual([]);
  });

  it('ignores NaN and products that are not in the cart', () => {
    const carrito = [linea(cera, 2)];
    expect(fijarCantidad(carrito, cera, Number.NaN)).toEqual(carrito);
    expect(fijarCantidad(carrito, peine, 4)).toEqual(carrito);
  });
});

describe('quitarDelCarrito and totals', () => {
  const carrito = [linea(cera, 2), linea(peine, 3)];

  it('removes only that product', () => {
    expect(quitarDelCarrito(carrito, 'cera')).toEqual([linea(peine, 3)]);
    expect(quitarDelCarrito(carrito, 'otro')).toEqual(carrito);
  });

  it('counts the units, not the lines', () => {
    expect(totalDeUnidades(carrito)).toBe(5);
    expect(totalDeUnidades([])).toBe(0);
  });

  it('prices the cart with the current final prices; unknown products add nothing', () => {
    expect(totalDelCarrito(carrito, [cera, peine])).toBe(2 * 8490 + 3 * 3990);
    expect(totalDelCarrito(carrito, [peine])).toBe(3 * 3990);
    expect(totalDelCarrito([], [cera])).toBe(0);
  });
});

describe('ajustarCarrito', () => {
  const casos: [string, LineaCarrito[], ProductoDeCarrito[], LineaCarrito[], CambioCarrito[]][] = [
    ['nothing changed', [linea(cera, 2)], [cera], [linea(cera, 2)], []],
    [
      'a product no longer exists',
      [linea(cera, 1), linea(peine, 1)],
      [peine],
      [linea(peine, 1)],
      [{ tipo: 'eliminado', _id: 'cera' }],
    ],
    [
      'a product ran out',
      [linea(cera, 1)],
      [{ ...cera, stock: 0 }],
      [],
      [{ tipo: 'agotado', _id: 'cera', nombre: 'Cera mate' }],
    ],
    [
      'the stock fell below the quantity',
      [linea(peine, 5)],
      [{ ...peine, stock: 2 }],
      [linea(peine, 2)],
      [{ tipo: 'stock', _id: 'peine', nombre: 'Peine de madera', antes: 5, ahora: 2 }],
    ],
    [
      'the stock fell but still covers the quantity',
      [linea(peine, 2)],
      [{ ...peine, stock: 2 }],
      [linea(peine, 2)],
      [],
    ],
    [
      'the price went down',
      [linea(cera, 1)],
      [{ ...cera, precioFinal: 7990 }],
      [{ _id: 'cera', cantidad: 1, precio: 7990 }],
      [{ tipo: 'precio', _id: 'cera', nombre: 'Cera mate', antes: 8490, ahora: 7990 }],
    ],
    [
      'price and stock changed together',
      [linea(cera, 3)],
      [{ ...cera, stock: 1, precioFinal: 9990 }],
      [{ _id: 'cera', cantidad: 1, precio: 9990 }],
      [
        { tipo: 'stock', _id: 'cera', nombre: 'Cera mate', antes: 3, ahora: 1 },
        { tipo: 'precio', _id: 'cera', nombre: 'Cera mate', antes: 8490, ahora: 9990 },
      ],
    ],
    [
      'a line stored without a price learns it silently',
      [{ _id: 'cera', cantidad: 1 }],
      [cera],
      [linea(cera, 1)],
      [],
    ],
    ['an empty cart stays empty', [], [cera, peine], [], []],
  ];

  it.each(casos)('%s', (_nombre, carrito, actuales, esperado, cambios) => {
    expect(ajustarCarrito(carrito, actuales)).toEqual({ carrito: esperado, cambios });
  });

  it('is idempotent: reconciling twice reports nothing new', () => {
    const actuales = [{ ...cera, stock: 1, precioFinal: 9990 }];
    const primera = ajustarCarrito([linea(cera, 3)], actuales);
    expect(ajustarCarrito(primera.carrito, actuales)).toEqual({ carrito: primera.carrito, cambios: [] });
  });
});

describe('carritoDesdeGuardado', () => {
  it.each([null, undefined, 'carrito', 42, {}, { _id: 'x', cantidad: 1 }])('%j is an empty cart', (v) => {
    expect(carritoDesdeGuardado(v)).toEqual([]);
  });

  it('keeps valid lines, drops malformed ones and merges repeated products', () => {
    expect(
      carritoDesdeGuardado([
        { _id: 'cera', cantidad: 2, precio: 8490 },
        { _id: 'peine', cantidad: 1 },
        { _id: 'cera', cantidad: 1 },
        { _id: '', cantidad: 1 },
        { _id: 'x', cantidad: 0 },
        { _id: 'y', cantidad: '2' },
        { cantidad: 1 },
        null,
        'texto',
        { _id: 'z', cantidad: 1, precio: -5 },
        { _id: 'w', cantidad: 1.8, precio: 10.5 },
      ]),
    ).toEqual([
      { _id: 'cera', cantidad: 3, precio: 8490 },
      { _id: 'peine', cantidad: 1 },
      { _id: 'z', cantidad: 1 },
      { _id: 'w', cantidad: 1 },
    ]);
  });
});
