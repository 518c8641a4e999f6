import { UsuariosAdmin } from '../../../../features/admin/components/usuarios-admin';
import { useUsuario } from '../../../../features/auth/hooks/use-sesion';
import { PaginaBackOffice, VOLVER_ADMIN } from '../pagina';

export function Component() {
  const usuario = useUsuario();
  return (
    <PaginaBackOffice titulo="Usuarios" volver={VOLVER_ADMIN}>
      <UsuariosAdmin usuarioActualId={usuario._id} />
    </PaginaBackOffice>
  );
}
