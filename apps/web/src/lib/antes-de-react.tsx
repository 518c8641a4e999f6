import { useEffect } from 'react';

/**
 * What someone did on the server's HTML before React adopted it (main.tsx loads React after the first
 * paint): the text typed into a field and the last click on a link or button. React 19.3 keeps typed
 * text in the DOM when it hydrates a controlled field but not in its state (the replay of those changes,
 * `enableHydrationChangeEvent`, is still off in the stable build), so the form would think the field
 * empty and its next render would wipe it; a click before React has any listener does nothing at all.
 * Both are repeated once the page is React's (repetir-antes.ts). Text fields only: the only fields a
 * page draws before its data are text (the e-mail of «Revisar Hora»).
 */
export type Campo = HTMLInputElement | HTMLTextAreaElement;
export interface LoHechoAntes {
  escrito: Map<Campo, string>;
  clic: HTMLElement | null;
}

const campos = () => [...document.querySelectorAll<Campo>('#root input, #root textarea')];

let pendiente: LoHechoAntes | null = null;

/** Right before hydrating: the text of each field that is no longer the one the server sent, and the click. */
export function recordarAntesDeReact(clic: HTMLElement | null): void {
  const escrito = new Map(campos().flatMap((c) => (c.value !== c.defaultValue ? [[c, c.value]] : [])));
  pendiente = { escrito, clic };
}

/**
 * Placed last inside the Suspense boundary that holds the page (layouts/public-layout.tsx): React adopts
 * what a boundary holds in a pass of its own, after the rest of the page, and this effect runs once the
 * page's fields and buttons are React's. Text typed during the hydration itself is found here too.
 */
export function AntesDeReact(): null {
  useEffect(() => {
    if (!pendiente) return;
    const hecho = pendiente;
    pendiente = null;
    const lista = campos();
    if (!hecho.clic && !lista.some((c) => c.value !== c.defaultValue || hecho.escrito.has(c))) return;
    import('./repetir-antes').then((m) => m.repetirLoHechoAntes(hecho, lista));
  }, []);
  return null;
}
