import { ResenasAdmin } from '../../../../features/admin/components/resenas-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Reseñas" volver={VOLVER_ADMIN}>
      <ResenasAdmin />
    </PaginaBackOffice>
  );
}
