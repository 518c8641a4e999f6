import { AgregarFechasForm } from '../../../features/barbero/components/agregar-fechas-form';
import { PaginaBackOffice, VOLVER_INICIO } from './pagina';

export function Component() {
  return (
    <PaginaBackOffice
      titulo="Agregar Fechas"
      volver={VOLVER_INICIO}
      lead="Abre un rango de días con el mismo horario. Se crean todas las fechas o ninguna."
    >
      <AgregarFechasForm />
    </PaginaBackOffice>
  );
}
