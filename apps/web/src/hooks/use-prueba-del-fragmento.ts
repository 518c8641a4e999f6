import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A mailed link's proof arrives in the fragment (`#token=…`), which never reaches a server. `guardar` keeps
 * it for this tab; then it leaves the address bar and the history, so a shared screenshot or URL does not
 * carry it (decision 018). True once kept, or at once when the address had none: the page's first request
 * waits for it, so it carries the proof.
 */
export function usePruebaDelFragmento(guardar: (token: string) => void): boolean {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const [guardada, setGuardada] = useState(!token);
  // The latest `guardar` without making the effect run again on every render.
  const guardarActual = useRef(guardar);
  guardarActual.current = guardar;
  useEffect(() => {
    if (!token) return;
    guardarActual.current(token);
    navigate({ pathname, search }, { replace: true });
    setGuardada(true);
  }, [token, pathname, search, navigate]);
  return guardada && !token;
}
