import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ServiciosGrid } from '../../features/servicios/components/servicios-grid';

export function Component() {
  return (
    <section className="page" aria-labelledby="servicios-titulo">
      <header className="page-head">
        <p className="eyebrow">Precios y duración</p>
        <h1 id="servicios-titulo">Nuestros Servicios</h1>
        {/* Above the cards: they arrive after the page is drawn and must not push the button around. */}
        <Link to="/agenda" className={buttonClass('primary')}>
          Agendar Hora
        </Link>
      </header>
      <ServiciosGrid />
    </section>
  );
}
