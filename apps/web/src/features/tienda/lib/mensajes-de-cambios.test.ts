import { describe, expect, it } from 'vitest';
import { mensajesDeCambios } from './mensajes-de-cambios';

// Intl writes CLP with a dot for thousands; the space after $ differs between ICU versions, so compare loosely.
const sinEspacios = (s: string) => s.replace(/\s/g, '');

describe('mensajesDeCambios', () => {
  it('says what changed, product by product', () => {
    const mensajes = mensajesDeCambios([
      { tipo: 'eliminado', _id: 'a' },
      { tipo: 'agotado', _id: 'b', nombre: 'Cera mate' },
      { tipo: 'stock', _id: 'c', nombre: 'Peine', antes: 5, ahora: 1 },
      { tipo: 'stock', _id: 'd', nombre: 'Aceite', antes: 5, ahora: 2 },
      { tipo: 'precio', _id: 'e', nombre: 'Pomada', antes: 8490, ahora: 7990 },
    ]);
    expect(mensajes[0]).toBe('Un producto que tenías en el carrito ya no está disponible y lo quitamos.');
    expect(mensajes[1]).toBe('«Cera mate» se agotó y lo quitamos de tu carrito.');
    expect(mensajes[2]).toBe('Solo queda 1 unidad de «Peine»: tu carrito ahora tiene 1 unidad.');
    expect(mensajes[3]).toBe('Solo quedan 2 unidades de «Aceite»: tu carrito ahora tiene 2 unidades.');
    expect(sinEspacios(mensajes[4] ?? '')).toBe(
      sinEspacios('El precio de «Pomada» cambió de $8.490 a $7.990.'),
    );
  });

  it('nothing changed, nothing to say', () => {
    expect(mensajesDeCambios([])).toEqual([]);
  });
});
