import { formatearPrecio, type Producto } from '@barberia/shared';
import { useId } from 'react';
import { Imagen } from '../../../components/ui/image';
import { carrito } from '../lib/carrito-acciones';
import { PrecioProducto } from './precio-producto';

/** One line: picture, name, price, quantity set directly (capped at stock) and a way to remove it. */
export function CarritoLinea({ producto, cantidad }: { producto: Producto; cantidad: number }) {
  const id = useId();
  const { nombre, stock } = producto;
  return (
    <article className="carrito-linea" aria-labelledby={`${id}-nombre`}>
      <div className="carrito-linea__imagen">
        {producto.imagen && <Imagen imagen={producto.imagen} alt="" sizes="96px" />}
      </div>
      <div className="carrito-linea__datos">
        <h2 id={`${id}-nombre`} className="carrito-linea__nombre">
          {nombre}
        </h2>
        <PrecioProducto producto={producto} />
      </div>
      <div className="carrito-linea__cantidad">
        <button
          type="button"
          className="paso"
          aria-label={`Quitar una unidad de ${nombre}`}
          onClick={() => carrito.fijar(producto, cantidad - 1)}
          disabled={cantidad <= 1}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={`${id}-cantidad`}>
          Cantidad de {nombre}
        </label>
        <input
          id={`${id}-cantidad`}
          type="number"
          inputMode="numeric"
          min={1}
          max={stock}
          value={cantidad}
          onChange={(e) => {
            // An emptied field is mid-typing, not a removal; Quitar removes.
            if (e.target.value !== '') carrito.fijar(producto, Number(e.target.value));
          }}
        />
        <button
          type="button"
          className="paso"
          aria-label={`Agregar una unidad de ${nombre}`}
          onClick={() => carrito.fijar(producto, cantidad + 1)}
          disabled={cantidad >= stock}
        >
          +
        </button>
      </div>
      <p className="carrito-linea__subtotal">
        <span className="visually-hidden">Subtotal: </span>
        {formatearPrecio(cantidad * producto.precioFinal)}
      </p>
      <button
        type="button"
        className="btn btn--danger carrito-linea__quitar"
        onClick={() => carrito.quitar(producto._id)}
      >
        Quitar<span className="visually-hidden"> {nombre}</span>
      </button>
    </article>
  );
}
