import { TIENDA } from '@barberia/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { HERO } from '../../../config/contenido/hero';

/** Spec §1: the home hero invites the visitor to book an hour. Text only: it paints at once. */
export function HeroInicio() {
  return (
    <section className="hero">
      <div className="hero__content">
        <p className="eyebrow">{HERO.eyebrow}</p>
        <h1>{TIENDA.nombre}</h1>
        <p className="hero__lead">{HERO.lead}</p>
        <div className="hero__acciones">
          <Link to="/agenda" className={buttonClass('primary')}>
            {HERO.accion}
          </Link>
          <Link to="/servicios" className={buttonClass('secondary')}>
            {HERO.secundaria}
          </Link>
        </div>
        <p className="hero__horario">
          {TIENDA.horario[0].dias}, {TIENDA.horario[0].horas} · {TIENDA.direccion.comuna}
        </p>
      </div>
    </section>
  );
}
