import type { LoginRespuesta, Perfil } from '@barberia/shared';
import { tokensSesion } from '../../../lib/session-tokens';

// Spec 001 §3: besides the tokens, the page keeps nombre, email and activo in localStorage.
const CLAVES = ['nombre', 'email', 'activo'] as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function guardarDatosUsuario(perfil: Pick<Perfil, 'nombre' | 'email' | 'activo'>) {
  try {
    const s = storage();
    s?.setItem('nombre', perfil.nombre);
    s?.setItem('email', perfil.email);
    s?.setItem('activo', String(perfil.activo));
  } catch {
    // Quota or privacy errors: the profile query still holds the data for this page.
  }
}

function borrarDatosUsuario() {
  try {
    const s = storage();
    for (const clave of CLAVES) s?.removeItem(clave);
  } catch {
    // Nothing to undo.
  }
}

/** After a login: both tokens and the user's data, as the spec stores them. */
export function iniciarSesionLocal(respuesta: LoginRespuesta) {
  tokensSesion.set(respuesta.token);
  guardarDatosUsuario(respuesta);
}

/** Clears authentication: the two tokens and the user's data. */
export function cerrarSesionLocal() {
  tokensSesion.set(null);
}

// Whoever ends the session (this tab's logout, a failed renewal in the API client, another tab), the
// user's data goes with the tokens.
tokensSesion.subscribe(() => {
  if (!tokensSesion.get()) borrarDatosUsuario();
});
