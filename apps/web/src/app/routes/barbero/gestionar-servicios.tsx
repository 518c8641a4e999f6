import { useUsuario } from '../../../features/auth/hooks/use-sesion';
import { GestionarServicios } from '../../../features/barbero/components/gestionar-servicios';
import { PaginaBackOffice, VOLVER_INICIO } from './pagina';

export function Component() {
  const usuario = useUsuario();
  return (
    <PaginaBackOffice
      titulo="Gestionar Servicios"
      volver={VOLVER_INICIO}
      lead="Activa los servicios que realizas: son los que los clientes pueden agendar contigo."
    >
      <GestionarServicios barberoId={usuario._id} />
    </PaginaBackOffice>
  );
}
