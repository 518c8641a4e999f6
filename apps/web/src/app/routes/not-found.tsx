import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

export function Component() {
  return (
    <section className="page page--center">
      <p className="codigo-error" aria-hidden="true">
        404
      </p>
      <h1>Página no encontrada</h1>
      <p>No se pudo encontrar la página que estás buscando.</p>
      <Link to="/" className={buttonClass('primary')}>
        Volver al inicio
      </Link>
    </section>
  );
}
