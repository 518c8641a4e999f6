import { Link } from 'react-router';
import { COMPRA_EN_LOCAL } from '../../config/contenido/carrito';
import { CarritoLista } from '../../features/tienda/components/carrito-lista';

/** The cart to review: paid online with Webpay (the checkout below the list) or at the shop (spec §1). */
export function Component() {
  return (
    <section className="page page--narrow" aria-labelledby="carrito-titulo">
      <header className="page-head">
        <Link to="/tienda" className="back-link">
          <span aria-hidden="true">←</span> Seguir viendo productos
        </Link>
        <h1 id="carrito-titulo">Tu carrito</h1>
        <p className="page-head__lead">{COMPRA_EN_LOCAL}</p>
      </header>
      <CarritoLista />
      <p className="page__nota">
        <Link to="/ubicacion">¿Cómo llegar a la barbería?</Link>
      </p>
    </section>
  );
}
