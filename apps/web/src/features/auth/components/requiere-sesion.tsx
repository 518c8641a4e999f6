import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type Sesion, useSesion } from '../hooks/use-sesion';

/** The server did not answer: the session is kept, and the barber tries again when they choose. */
function SinRespuesta({ sesion }: { sesion: Extract<Sesion, { estado: 'sin-respuesta' }> }) {
  return (
    <div className="panel bo-seccion" role="alert">
      <p>No pudimos cargar tu sesión: el servidor no respondió. Tu sesión sigue abierta.</p>
      <Button onClick={sesion.reintentar}>Reintentar</Button>
    </div>
  );
}

/** Spec 001 §2: the barber area needs a logged-in user; a spinner while the session loads. */
export function RequiereSesion({ children }: { children: ReactNode }) {
  const sesion = useSesion();
  if (sesion.estado === 'cargando') return <Spinner fullScreen label="Cargando sesión…" />;
  if (sesion.estado === 'anonima') return <Navigate to="/login" replace />;
  if (sesion.estado === 'sin-respuesta') return <SinRespuesta sesion={sesion} />;
  return children;
}

/** Spec 001 §2: the admin area needs rol admin; anyone else goes back to /barbero. */
export function RequiereAdmin({ children }: { children: ReactNode }) {
  const sesion = useSesion();
  if (sesion.estado === 'cargando') return <Spinner label="Cargando sesión…" />;
  if (sesion.estado === 'sin-respuesta') return <SinRespuesta sesion={sesion} />;
  if (sesion.estado !== 'activa' || sesion.usuario.rol !== 'admin') return <Navigate to="/barbero" replace />;
  return children;
}

/** The account pages send a logged-in user straight to the barber area. */
export function SoloSinSesion({ children }: { children: ReactNode }) {
  const sesion = useSesion();
  if (sesion.estado === 'activa') return <Navigate to="/barbero" replace />;
  return children;
}
