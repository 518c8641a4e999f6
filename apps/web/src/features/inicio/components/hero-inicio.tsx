import { horarioEnUnaLinea } from '@barberia/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { HERO } from '../../../config/contenido/hero';
import { useTienda } from '../../../lib/tienda-actual';

/** Spec §1: the home hero invites the visitor to book an hour. Text only: it paints at once. */
export function HeroInicio() {
  const { nombre, inicio, horario, direccion } = useTienda();
  return (
    <section className="hero">
      <div className="hero__content">
        <p className="eyebrow">{inicio.eyebrow}</p>
        <h1>{nombre}</h1>
        <p className="hero__lead">{inicio.lead}</p>
        <div className="hero__acciones">
          <Link to="/agenda" className={buttonClass('primary')}>
            {HERO.accion}
          </Link>
          <Link to="/servicios" className={buttonClass('secondary')}>
            {HERO.secundaria}
          </Link>
        </div>
        <p className="hero__horario">
          {/* The whole week, as the footer lists it: the first run alone hid a different Saturday. */}
          {horarioEnUnaLinea(horario)} · {direccion.comuna}
        </p>
      </div>
    </section>
  );
}
