import { carritoDesdeGuardado, type LineaCarrito } from '@barberia/shared';
import { crearSessionStore } from '../../../lib/session-store';

/** Spec §3 and §9: the cart lives in local storage under its own key and survives reloads. */
export const CLAVE_CARRITO = 'carrito';

function localStorageDelNavegador() {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked by privacy settings: the cart still works until the page closes.
    return null;
  }
}

export const carritoGuardado = crearSessionStore<LineaCarrito[]>(
  CLAVE_CARRITO,
  carritoDesdeGuardado,
  localStorageDelNavegador,
);
