import type { RouteObject } from 'react-router';
import { useRoutes } from 'react-router';
import { rutasDeclarativas } from './declarative-routes';
import { rutasDeBarbero } from './routes/barbero-routes';

// The list is written from the site's root (/barbero/...); here it is matched below /barbero/*.
const rutas = rutasDeclarativas(
  rutasDeBarbero.map(
    (ruta) => ({ ...ruta, path: ruta.path?.replace(/^\/barbero(?=\/|$)/, '/') }) as RouteObject,
  ),
);

/**
 * The back office's routes, in their own chunk: a public page does not even download the list of
 * back-office screens (issue 3: back-office code never loaded on public pages).
 */
export function Component() {
  return useRoutes(rutas);
}
