import { Link } from 'react-router';
import { HorarioTienda } from '../../components/horario-tienda';
import { RedesSociales } from '../../components/redes-sociales';
import { MapaEmbebido } from '../../features/ubicacion/components/mapa-embebido';
import { useTienda } from '../../lib/tienda-actual';

/**
 * Spec §1: address, contact e-mail, hours, social links, the map and the developer's credit (a link
 * when the admin gave the developer's site).
 */
export function SiteFooter() {
  const { nombre, email, direccion, desarrollador } = useTienda();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-local">
          <h2 id="footer-local">{nombre}</h2>
          <address>
            {direccion.calle}
            <br />
            {direccion.comuna}, {direccion.region}
            <br />
            {direccion.codigoPostal && (
              <>
                Código postal {direccion.codigoPostal}
                <br />
              </>
            )}
            <a href={`mailto:${email}`}>{email}</a>
          </address>
          <Link to="/ubicacion">Cómo llegar</Link>
        </section>
        <section aria-labelledby="footer-horario">
          <h2 id="footer-horario">Horario</h2>
          <HorarioTienda />
        </section>
        <section aria-labelledby="footer-redes">
          <h2 id="footer-redes">Síguenos</h2>
          <RedesSociales className="social--columna" />
        </section>
        <section aria-labelledby="footer-mapa" className="site-footer__mapa">
          <h2 id="footer-mapa">Mapa</h2>
          <MapaEmbebido aPedido />
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {nombre} · {direccion.comuna}, {direccion.pais} ·{' '}
        <Link to="/agenda/legal">Términos y condiciones</Link>
        <br />
        Sitio desarrollado por{' '}
        {desarrollador.url ? <a href={desarrollador.url}>{desarrollador.nombre}</a> : desarrollador.nombre}
      </p>
    </footer>
  );
}
