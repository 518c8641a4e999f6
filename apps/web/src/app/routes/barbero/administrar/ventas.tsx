import { VentasAdmin } from '../../../../features/admin/components/ventas-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Ventas" volver={VOLVER_ADMIN}>
      <VentasAdmin />
    </PaginaBackOffice>
  );
}
