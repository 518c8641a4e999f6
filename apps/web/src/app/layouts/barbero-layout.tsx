import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { RequiereSesion } from '../../features/auth/components/requiere-sesion';
import { useUsuario } from '../../features/auth/hooks/use-sesion';
import { alExpirarSesion } from '../../lib/api-sesion';
import { useTienda } from '../../lib/tienda-actual';
import { BackOfficeProviders } from './back-office-providers';
import { ScrollToTop } from './scroll-to-top';
import './back-office.css';

function BarraBackOffice() {
  const usuario = useUsuario();
  const { nombre } = useTienda();
  return (
    <header className="bo-bar">
      <div className="bo-bar__inner">
        <Link to="/barbero" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ✂
          </span>
          <span>
            {nombre}
            <span className="bo-bar__area"> · Panel</span>
          </span>
        </Link>
        <Link to="/barbero/perfil" className="bo-bar__usuario" aria-label={`Mi perfil: ${usuario.nombre}`}>
          <span className="bo-bar__avatar" aria-hidden="true">
            {usuario.nombre.charAt(0).toUpperCase()}
          </span>
          <span className="bo-bar__nombre">{usuario.nombre}</span>
        </Link>
      </div>
    </header>
  );
}

/**
 * The back office (/barbero/**): its own chunk and stylesheet, never loaded by the public pages.
 * Spec 001 §2: a logged-in user is required, with a spinner while the session loads.
 */
export function Component() {
  return (
    <BackOfficeProviders>
      <BarberoLayout />
    </BackOfficeProviders>
  );
}

function BarberoLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Spec 000 §4: when the session cannot be renewed the person goes to /login. The API client only
  // reports it; the app decides what the screen does.
  useEffect(() => alExpirarSesion(() => navigate('/login', { replace: true })), [navigate]);

  return (
    <RequiereSesion>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <ScrollToTop key={pathname} />
      <BarraBackOffice />
      <main id="contenido" className="main bo-main" tabIndex={-1}>
        {/* Each screen is its own chunk: while one loads, the bar stays and only the content waits. */}
        <Suspense fallback={<Spinner label="Cargando…" />}>
          <Outlet />
        </Suspense>
      </main>
    </RequiereSesion>
  );
}
