import { useRoutes } from 'react-router';
import { precargarRuta, rutasDeclarativas } from './declarative-routes';
import { PublicLayout } from './layouts/public-layout';
import { rutasPublicas } from './routes/public-routes';

// The app composes the areas; each area lists its own routes in app/routes/*-routes.tsx. The account
// pages, the 404 and the back office are matched inside their own lazy chunks.
const rutas = rutasDeclarativas([
  {
    path: '/',
    Component: PublicLayout,
    children: [...rutasPublicas, { path: '*', lazy: () => import('./other-routes') }],
  },
  { path: '/barbero/*', lazy: () => import('./area-barbero') },
]);

export function AppRoutes() {
  return useRoutes(rutas);
}

/** The screens of this path, loaded (features/seo already asked for their scripts in the HTML). */
export function precargarPantalla(pathname: string) {
  return precargarRuta(rutas, pathname);
}
