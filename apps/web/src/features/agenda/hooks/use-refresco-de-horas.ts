import { useEffect } from 'react';
import { queryCache } from '../../../lib/consultas';

/** While the hour grid is open, it is asked again this often (issue 22: at least every 30 s). */
export const REFRESCO_DE_HORAS_MS = 30_000;

/**
 * Keeps the hour grid current while the client looks at it: on coming back to the window or the tab, and
 * every 30 s while the tab is visible. Cheap for the server: the answer comes from its memory with an ETag,
 * and the browser revalidates it (`cache-control: no-cache`), so an unchanged grid is a 304 with no body
 * (decision 013; polling measured against server-sent events in decision 038).
 */
export function useRefrescoDeHoras() {
  useEffect(() => {
    const refrescar = () => {
      if (document.visibilityState !== 'visible') return;
      queryCache.invalidateQueries({ queryKey: ['fechas', 'horas-libres'] }).catch(() => undefined);
    };
    const intervalo = window.setInterval(refrescar, REFRESCO_DE_HORAS_MS);
    window.addEventListener('focus', refrescar);
    document.addEventListener('visibilitychange', refrescar);
    return () => {
      window.clearInterval(intervalo);
      window.removeEventListener('focus', refrescar);
      document.removeEventListener('visibilitychange', refrescar);
    };
  }, []);
}
