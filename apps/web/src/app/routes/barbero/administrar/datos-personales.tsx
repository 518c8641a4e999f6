import { DatosPersonalesAdmin } from '../../../../features/admin/components/datos-personales-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Datos personales" volver={VOLVER_ADMIN}>
      <DatosPersonalesAdmin />
    </PaginaBackOffice>
  );
}
