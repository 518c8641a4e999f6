import { AvisosAdmin } from '../../../../features/admin/components/avisos-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Avisos" volver={VOLVER_ADMIN}>
      <AvisosAdmin />
    </PaginaBackOffice>
  );
}
