import type { LineaCarrito } from '@barberia/shared';
import { useSyncExternalStore } from 'react';
import { carritoGuardado } from '../lib/carrito-guardado';

/** The cart's lines; every component using it re-renders when the cart changes. */
export function useCarrito(): LineaCarrito[] {
  return useSyncExternalStore(carritoGuardado.subscribe, carritoGuardado.get, carritoGuardado.inicial);
}
