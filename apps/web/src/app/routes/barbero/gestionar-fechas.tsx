import { GestionarFechas } from '../../../features/barbero/components/gestionar-fechas';
import { PaginaDelBarbero, VOLVER_INICIO } from './pagina';

export function Component() {
  return <PaginaDelBarbero titulo="Gestionar Fechas" volver={VOLVER_INICIO} contenido={GestionarFechas} />;
}
