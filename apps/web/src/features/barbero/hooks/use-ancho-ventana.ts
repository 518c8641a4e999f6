import { useSyncExternalStore } from 'react';

function suscribir(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The window's width, kept current on resize and rotation. */
export function useAnchoVentana(): number {
  return useSyncExternalStore(
    suscribir,
    () => window.innerWidth,
    () => 1024,
  );
}
