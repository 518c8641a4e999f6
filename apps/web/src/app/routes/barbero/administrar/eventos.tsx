import { EventosAdmin } from '../../../../features/admin/components/eventos-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice titulo="Eventos" volver={VOLVER_ADMIN}>
      <EventosAdmin />
    </PaginaBackOffice>
  );
}
