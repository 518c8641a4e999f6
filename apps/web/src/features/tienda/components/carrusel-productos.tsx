import type { Producto } from '@barberia/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useProductos } from '../api/get-productos';
import { ProductoCard } from './producto-card';
import { ProductoSeleccionado } from './producto-seleccionado';

/** Home: spec §2 shows the product carousel only when there are more than 3 products. */
export const MINIMO_PARA_CARRUSEL = 4;

export function CarruselProductos() {
  const { data: productos = [] } = useProductos();
  const [seleccionado, setSeleccionado] = useState<Producto | null>(null);
  const pista = useRef<HTMLUListElement>(null);
  if (productos.length < MINIMO_PARA_CARRUSEL) return null;

  const mover = (sentido: 1 | -1) => {
    const lista = pista.current;
    if (lista) lista.scrollBy({ left: sentido * lista.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section className="seccion-inicio" aria-labelledby="inicio-productos">
      <div className="seccion-inicio__cabecera">
        <div>
          <p className="eyebrow">Tienda</p>
          <h2 id="inicio-productos">Productos para tu pelo y tu barba</h2>
        </div>
        <div className="carrusel__controles">
          <button
            type="button"
            className="carrusel__flecha"
            onClick={() => mover(-1)}
            aria-label="Productos anteriores"
          >
            ‹
          </button>
          <button
            type="button"
            className="carrusel__flecha"
            onClick={() => mover(1)}
            aria-label="Más productos"
          >
            ›
          </button>
        </div>
      </div>
      <ul ref={pista} className="carrusel" aria-label="Productos">
        {productos.map((producto) => (
          <li key={producto._id} className="carrusel__item">
            <ProductoCard
              producto={producto}
              onSeleccionar={setSeleccionado}
              sizes="(min-width: 1024px) 260px, 70vw"
              nivel={3}
            />
          </li>
        ))}
      </ul>
      <Link to="/tienda" className="btn btn--secondary">
        Ver todos los productos
      </Link>
      <ProductoSeleccionado producto={seleccionado} onClose={() => setSeleccionado(null)} />
    </section>
  );
}
