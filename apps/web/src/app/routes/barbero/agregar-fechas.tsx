import { AgregarFechasForm } from '../../../features/barbero/components/agregar-fechas-form';
import { PaginaDelBarbero, VOLVER_INICIO } from './pagina';

export function Component() {
  return (
    <PaginaDelBarbero
      titulo="Agregar Fechas"
      volver={VOLVER_INICIO}
      lead="Abre un rango de días con el mismo horario. Los días que ya tienes quedan como están."
      contenido={AgregarFechasForm}
    />
  );
}
