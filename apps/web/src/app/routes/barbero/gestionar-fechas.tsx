import { useUsuario } from '../../../features/auth/hooks/use-sesion';
import { GestionarFechas } from '../../../features/barbero/components/gestionar-fechas';
import { PaginaBackOffice, VOLVER_INICIO } from './pagina';

export function Component() {
  const usuario = useUsuario();
  return (
    <PaginaBackOffice titulo="Gestionar Fechas" volver={VOLVER_INICIO}>
      <GestionarFechas barberoId={usuario._id} />
    </PaginaBackOffice>
  );
}
