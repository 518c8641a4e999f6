import type { Producto } from '@barberia/shared';
import { Imagen } from '../../../components/ui/image';
import { PrecioProducto } from './precio-producto';
import { StockProducto } from './stock-producto';

interface ProductoCardProps {
  producto: Producto;
  onSeleccionar: (producto: Producto) => void;
  /** How wide the card's picture is drawn (the grid and the carousel differ). */
  sizes: string;
  prioridad?: boolean;
  /** The name's heading level, one below the section the card sits in. */
  nivel?: 2 | 3;
}

/**
 * Spec §2: clicking a card selects the product and opens its modal. The button is the product's name;
 * it stretches over the whole card, so the picture and the price are clickable too.
 */
export function ProductoCard({ producto, onSeleccionar, sizes, prioridad, nivel = 2 }: ProductoCardProps) {
  const Titulo = nivel === 2 ? 'h2' : 'h3';
  return (
    <article className="producto-card">
      <div className="producto-card__imagen">
        {producto.imagen ? (
          <Imagen imagen={producto.imagen} alt="" sizes={sizes} prioridad={prioridad} />
        ) : (
          <span className="producto-card__sin-imagen" aria-hidden="true">
            ✂
          </span>
        )}
      </div>
      <div className="producto-card__cuerpo">
        <Titulo className="producto-card__nombre">
          <button
            type="button"
            className="producto-card__boton"
            aria-haspopup="dialog"
            onClick={() => onSeleccionar(producto)}
          >
            {producto.nombre}
          </button>
        </Titulo>
        <PrecioProducto producto={producto} />
        <StockProducto stock={producto.stock} />
      </div>
    </article>
  );
}
