import { DatosTiendaAdmin } from '../../../../features/admin/components/datos-tienda-admin';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  return (
    <PaginaBackOffice
      titulo="Datos de la barbería"
      volver={VOLVER_ADMIN}
      lead="Lo que el sitio dice de la barbería: nombre, dirección, contacto, horario, avisos y los textos del inicio. Se ve en todas las páginas al guardar."
    >
      <DatosTiendaAdmin />
    </PaginaBackOffice>
  );
}
