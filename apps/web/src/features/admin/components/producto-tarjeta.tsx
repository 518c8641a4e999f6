import { formatearPrecio, type Producto } from '@barberia/shared';
import { AccionesTarjeta } from './acciones-tarjeta';
import '../styles/productos.css';

/** A stored picture at a small width (the server makes each size on first request). */
export function miniatura(p: Producto): string | null {
  return p.imagen ? `${p.imagen.src}/320.webp` : p.img;
}

interface ProductoTarjetaProps {
  producto: Producto;
  onEditar: () => void;
  onEliminar: () => void;
}

export function ProductoTarjeta({ producto: p, onEditar, onEliminar }: ProductoTarjetaProps) {
  const src = miniatura(p);
  return (
    <article className="bo-tarjeta bo-tarjeta--producto" aria-labelledby={`producto-${p._id}`}>
      {src && (
        <img
          className="bo-tarjeta__imagen"
          src={src}
          alt=""
          width={p.imagen?.ancho}
          height={p.imagen?.alto}
          loading="lazy"
        />
      )}
      <div>
        <h3 id={`producto-${p._id}`}>{p.nombre}</h3>
        <p className="bo-tarjeta__meta">
          <span className="precio">{formatearPrecio(p.precioFinal)}</span>
          {p.descuento !== 0 && (
            <>
              {' '}
              <s className="muted">{formatearPrecio(p.precioBase)}</s>{' '}
              <span className="descuento">{p.descuento}%</span>
            </>
          )}
        </p>
        <p className="muted">Stock: {p.stock}</p>
      </div>
      <AccionesTarjeta nombre={p.nombre} onEditar={onEditar} onEliminar={onEliminar} />
    </article>
  );
}
