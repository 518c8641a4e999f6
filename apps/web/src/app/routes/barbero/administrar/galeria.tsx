import { GaleriaAdmin } from '../../../../features/admin/components/galeria-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Galería" volver={VOLVER_ADMIN}>
      <GaleriaAdmin />
    </PaginaBackOffice>
  );
}
