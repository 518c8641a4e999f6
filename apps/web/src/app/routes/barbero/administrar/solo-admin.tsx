import { Outlet } from 'react-router';
import { RequiereAdmin } from '../../../../features/auth/components/requiere-sesion';

/** /barbero/administrar/**: rol admin only; anyone else goes back to /barbero (spec 001 §2). */
export function Component() {
  return (
    <RequiereAdmin>
      <Outlet />
    </RequiereAdmin>
  );
}
