import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../api/logout';

/** Cerrar Sesión: ends the session here and on the server, then /login (spec 001 §2). */
export function CerrarSesionButton({ className }: { className?: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className={className}
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
    >
      Cerrar Sesión
    </Button>
  );
}
