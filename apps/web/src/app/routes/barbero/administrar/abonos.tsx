import { PoliticaAbonosAdmin } from '../../../../features/admin/components/politica-abonos-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice
      titulo="Abonos y cancelaciones"
      volver={VOLVER_ADMIN}
      lead="Qué pasa con el abono de una hora cuando el cliente cancela o no viene. Cuánto pide cada servicio se define en Servicios."
    >
      <PoliticaAbonosAdmin />
    </PaginaBackOffice>
  );
}
