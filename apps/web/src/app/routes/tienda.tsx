import { TIENDA_INVITACION } from '../../config/contenido/tienda';
import { ProductosGrid } from '../../features/tienda/components/productos-grid';

export function Component() {
  return (
    <section className="page" aria-labelledby="tienda-titulo">
      <header className="page-head">
        <p className="eyebrow">Tienda</p>
        <h1 id="tienda-titulo">Productos</h1>
        <p className="page-head__lead">{TIENDA_INVITACION}</p>
      </header>
      <ProductosGrid />
    </section>
  );
}
