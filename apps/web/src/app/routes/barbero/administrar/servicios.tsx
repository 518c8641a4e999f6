import { ServiciosAdmin } from '../../../../features/admin/components/servicios-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Servicios" volver={VOLVER_ADMIN}>
      <ServiciosAdmin />
    </PaginaBackOffice>
  );
}
