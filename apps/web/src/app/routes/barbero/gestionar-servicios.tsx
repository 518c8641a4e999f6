import { GestionarServicios } from '../../../features/barbero/components/gestionar-servicios';
import { PaginaDelBarbero, VOLVER_INICIO } from './pagina';

export function Component() {
  return (
    <PaginaDelBarbero
      titulo="Gestionar Servicios"
      volver={VOLVER_INICIO}
      lead="Activa los servicios que realizas: son los que los clientes pueden agendar contigo."
      contenido={GestionarServicios}
    />
  );
}
