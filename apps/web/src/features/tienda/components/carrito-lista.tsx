import { formatearPrecio, type Producto, totalDelCarrito, totalDeUnidades } from '@barberia/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useProductosDelCarrito } from '../api/get-productos-del-carrito';
import { useCarrito } from '../hooks/use-carrito';
import { CarritoLinea } from './carrito-linea';

// Loaded when the buyer decides to pay: the form's schema stays out of the cart's first view.
const PagarConWebpay = lazy(() => import('./pagar-con-webpay'));

/** The cart's lines with the shop's current prices and stock; what changed is announced by AvisoCarrito. */
export function CarritoLista() {
  const lineas = useCarrito();
  const { data: productos = [], isPending } = useProductosDelCarrito();
  const [pagando, setPagando] = useState(false);

  if (lineas.length === 0) {
    return (
      <div className="empty">
        <p>Tu carrito está vacío.</p>
        <Link to="/tienda" className="btn btn--secondary">
          Ver productos
        </Link>
      </div>
    );
  }
  if (isPending) return <Spinner label="Revisando precios y stock…" />;

  const porId = new Map(productos.map((p) => [p._id, p]));
  const conProducto = lineas.flatMap((l) => {
    const producto = porId.get(l._id);
    return producto ? [{ linea: l, producto }] : [];
  });
  const unidades = totalDeUnidades(lineas);

  return (
    <>
      <ul className="carrito-lineas">
        {conProducto.map(({ linea, producto }: { linea: (typeof lineas)[number]; producto: Producto }) => (
          <li key={linea._id}>
            <CarritoLinea producto={producto} cantidad={linea.cantidad} />
          </li>
        ))}
      </ul>
      <dl className="carrito-total panel">
        <div>
          <dt>Productos</dt>
          <dd>{unidades}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="precio">{formatearPrecio(totalDelCarrito(lineas, productos))}</dd>
        </div>
      </dl>
      {pagando ? (
        <Suspense fallback={<Spinner label="Preparando el pago…" />}>
          <PagarConWebpay lineas={lineas} productos={productos} />
        </Suspense>
      ) : (
        // A plain button: the Button component would add its own chunk to the cart's first view.
        <button type="button" className="btn btn--primary carrito-pagar" onClick={() => setPagando(true)}>
          Pagar con Webpay
        </button>
      )}
    </>
  );
}
