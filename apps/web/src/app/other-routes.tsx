import { useRoutes } from 'react-router';
import { rutasDeclarativas } from './declarative-routes';
import { rutasDeCuenta } from './routes/cuenta-routes';

const rutas = rutasDeclarativas([...rutasDeCuenta, { path: '*', lazy: () => import('./routes/not-found') }]);

/**
 * The public layout's other paths, in their own chunk: the account pages (issue 4, with their own
 * stylesheets and data layer) and the 404. The public pages' entry does not carry their list.
 */
export function Component() {
  return useRoutes(rutas);
}
