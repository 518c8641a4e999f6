import type { Perfil } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { tokensSesion } from '../../../lib/session-tokens';
import { perfilQueryOptions } from '../api/get-perfil';

export type Sesion =
  | { estado: 'cargando' }
  | { estado: 'anonima' }
  | { estado: 'activa'; usuario: Perfil }
  /** The server did not answer (after retries) and the session is still there: try again, not /login. */
  | { estado: 'sin-respuesta'; reintentar: () => void };

/**
 * Spec 001 §4: without a stored token nobody is logged in; with one, the profile is fetched and the
 * user is logged in once it answers. A refused profile has already cleared the tokens; one the server
 * could not answer leaves them, and the session waits for another try.
 */
export function useSesion(): Sesion {
  const tokens = useSyncExternalStore(tokensSesion.subscribe, tokensSesion.get, tokensSesion.get);
  const perfil = useQuery({ ...perfilQueryOptions, enabled: tokens !== null });
  if (!tokens) return { estado: 'anonima' };
  if (perfil.data) return { estado: 'activa', usuario: perfil.data };
  if (perfil.isError) return { estado: 'sin-respuesta', reintentar: () => void perfil.refetch() };
  return { estado: 'cargando' };
}

/** The logged user inside the barber area, where RequiereSesion already guarantees one. */
export function useUsuario(): Perfil {
  const sesion = useSesion();
  if (sesion.estado !== 'activa') throw new Error('useUsuario fuera de RequiereSesion');
  return sesion.usuario;
}
