import type { Tienda } from '@barberia/shared/contracts';
import { TIENDA_PREDETERMINADA } from '@barberia/shared/domain';
import { ID_TIENDA } from '@barberia/shared/paginas';

/**
 * The shop's facts as the admin saved them (issue 25). The server writes them into each page's <head>
 * (`<script type="application/json" id="datos-de-la-tienda">`); they are read from there once,
 * synchronously, so the first render already has them and matches the HTML the server drew. Not a
 * query: no request, no loader, and no zod in the public pages' first view (the server checked the
 * record when it was saved).
 *
 * Only the record and its reading here, in every page's first view (the header's name, the agenda's
 * banner). What is derived from it (the hours as lines, the map's links), the hook that redraws a screen
 * when the admin saves and `fijarTienda` are lib/tienda-actual.ts: the first view has no room for them
 * (npm run size), and the public pages are never on screen while the record changes.
 */
let actual: Tienda | undefined;

function leerDeLaPagina(): Tienda {
  const json = globalThis.document?.getElementById(ID_TIENDA)?.textContent;
  // Vite's dev server and the unit tests (in Node) have no server writing the page: the facts a new shop
  // starts with. In the build this branch is dead code, and TIENDA_PREDETERMINADA stays out of the pages.
  if (import.meta.env.DEV && !json) return TIENDA_PREDETERMINADA;
  // The server writes it into every page (the prerender, in Node, is given its record first): a page
  // without it fails here, loudly, rather than name no shop. Parsing nothing throws; no message of our
  // own, which every page's first view would carry.
  return JSON.parse(json as string) as Tienda;
}

/**
 * The shop's record now: the page's own at first, the last one saved after. A public screen reads it
 * while it renders; one that stays on screen while the admin saves uses useTienda() (lib/tienda-actual.ts).
 */
export const datosDeLaTienda = (): Tienda => (actual ??= leerDeLaPagina());

/** Only for `fijarTienda` (lib/tienda-actual.ts), which also redraws the screens that show the record. */
export const reemplazarDatosDeLaTienda = (tienda: Tienda) => {
  actual = tienda;
};
