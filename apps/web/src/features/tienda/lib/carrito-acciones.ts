import { agregarAlCarrito, fijarCantidad, type ProductoDeCarrito, quitarDelCarrito } from '@barberia/shared';
import { carritoGuardado } from './carrito-guardado';

/** The cart rules of @barberia/shared applied to the stored cart (apart from the store: the header only reads). */
export const carrito = {
  agregar(producto: ProductoDeCarrito, cantidad: number) {
    carritoGuardado.set(agregarAlCarrito(carritoGuardado.get(), producto, cantidad));
  },
  fijar(producto: Pick<ProductoDeCarrito, '_id' | 'stock'>, cantidad: number) {
    carritoGuardado.set(fijarCantidad(carritoGuardado.get(), producto, cantidad));
  },
  quitar(id: string) {
    carritoGuardado.set(quitarDelCarrito(carritoGuardado.get(), id));
  },
};
