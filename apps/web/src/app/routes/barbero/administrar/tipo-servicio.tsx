import { TiposServicioAdmin } from '../../../../features/admin/components/tipos-servicio-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Tipos de servicio" volver={VOLVER_ADMIN}>
      <TiposServicioAdmin />
    </PaginaBackOffice>
  );
}
