import { useEffect } from 'react';

/** The page the visit started on: the browser placed it, and the visitor may be scrolling it already. */
let primeraPagina = true;

/**
 * Scrolls the window to the top when mounted; the layout remounts it on every pathname. Not on the first
 * page: React adopts it after its first paint, and scrolling then would pull a visitor who has started
 * reading back to the top.
 */
export function ScrollToTop() {
  useEffect(() => {
    if (primeraPagina) {
      primeraPagina = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
