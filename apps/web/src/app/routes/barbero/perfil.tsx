import { useUsuario } from '../../../features/auth/hooks/use-sesion';
import { PerfilBarbero } from '../../../features/barbero/components/perfil-barbero';
import { PaginaBackOffice, VOLVER_INICIO } from './pagina';

export function Component() {
  const usuario = useUsuario();
  return (
    <PaginaBackOffice titulo="Mi perfil" volver={VOLVER_INICIO}>
      <PerfilBarbero usuario={usuario} />
    </PaginaBackOffice>
  );
}
