import { AccesosAdmin } from '../../../../features/admin/components/accesos-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Accesos" volver={VOLVER_ADMIN}>
      <AccesosAdmin />
    </PaginaBackOffice>
  );
}
