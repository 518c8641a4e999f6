import { type Producto, TAMANOS_IMAGEN } from '@barberia/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useProductos } from '../api/get-productos';
import { ProductoCard } from './producto-card';
import { ProductoSeleccionado } from './producto-seleccionado';

/** Spec §2 /tienda: loading, then the 12-column grid of cards, or the empty state (also when offline). */
export function ProductosGrid() {
  const { data: productos = [], isPending } = useProductos();
  const [seleccionado, setSeleccionado] = useState<Producto | null>(null);

  if (isPending) return <Spinner label="Cargando productos…" />;
  if (productos.length === 0) {
    return <p className="empty">Oops! Aún no tenemos productos, vuelve más tarde.</p>;
  }
  return (
    <>
      <ul className="productos-grid">
        {productos.map((producto, i) => (
          <li key={producto._id}>
            <ProductoCard
              producto={producto}
              onSeleccionar={setSeleccionado}
              sizes={TAMANOS_IMAGEN.tienda}
              prioridad={i === 0}
            />
          </li>
        ))}
      </ul>
      <ProductoSeleccionado producto={seleccionado} onClose={() => setSeleccionado(null)} />
    </>
  );
}
