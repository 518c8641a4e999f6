import { ProductosAdmin } from '../../../../features/admin/components/productos-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Productos" volver={VOLVER_ADMIN}>
      <ProductosAdmin />
    </PaginaBackOffice>
  );
}
