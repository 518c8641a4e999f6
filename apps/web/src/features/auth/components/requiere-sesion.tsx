import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSesion } from '../hooks/use-sesion';

/** Spec 001 §2: the barber area needs a logged-in user; a spinner while the session loads. */
export function RequiereSesion({ children }: { children: ReactNode }) {
  const sesion = useSesion();
  if (sesion.estado === 'cargando') return <Spinner fullScreen label="Cargando sesión…" />;
  if (sesion.estado === 'anonima') return <Navigate to="/login" replace />;
  return children;
}

/** Spec 001 §2: the admin area needs rol admin; anyone else goes back to /barbero. */
export function RequiereAdmin({ children }: { children: ReactNode }) {
  const sesion = useSesion();
  if (sesion.estado === 'cargando') return <Spinner label="Cargando sesión…" />;
  if (sesion.estado !== 'activa' || sesion.usuario.rol !== 'admin') return <Navigate to="/barbero" replace />;
  return children;
}

/** The account pages send a logged-in user straight to the barber area. */
export function SoloSinSesion({ children }: { children: ReactNode }) {
  const sesion = useSesion();
  if (sesion.estado === 'activa') return <Navigate to="/barbero" replace />;
  return children;
}
