import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AntesDeReact } from '../../lib/antes-de-react';
import { MarqueeBanner } from './marquee-banner';
import { LimiteDeError } from './route-error';
import { ScrollProgress } from './scroll-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';

// The cart's live region (and the comparison of a stored cart with the shop) arrives after the first paint.
const AvisoCarrito = lazy(() => import('../../features/tienda/components/aviso-carrito'));
// Below the content, so it may arrive a moment later: its code (map, icons) stays out of the entry.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/**
 * The server wrote the landing page's head (features/seo); each page keeps its title from the same table,
 * and a booking step puts the focus on its heading: both loaded apart from the entry.
 */
function useAlLlegarAPagina(pathname: string) {
  useEffect(() => {
    let vigente = true;
    import('./al-llegar-a-pagina').then(({ alLlegarAPagina }) => {
      if (vigente) alLlegarAPagina(pathname);
    });
    return () => {
      vigente = false;
    };
  }, [pathname]);
}

export function PublicLayout() {
  const { pathname } = useLocation();
  useAlLlegarAPagina(pathname);

  const enAgenda = pathname === '/agenda' || pathname.startsWith('/agenda/');
  const enPasoDeAgenda = pathname.startsWith('/agenda/');

  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      {/* Keyed by path: each route change mounts it again, and mounting scrolls to the top (spec §2). */}
      <ScrollToTop key={pathname} />
      <SiteHeader />
      <ScrollProgress />
      {enAgenda && <MarqueeBanner />}
      <main id="contenido" className="main" tabIndex={-1}>
        <LimiteDeError>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <AntesDeReact />
          </Suspense>
        </LimiteDeError>
      </main>
      {/* Spec §2: the booking steps hide the footer to keep the client on the task; /agenda keeps it. */}
      {!enPasoDeAgenda && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <AvisoCarrito />
      </Suspense>
    </>
  );
}
