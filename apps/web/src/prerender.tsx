import { TIENDA_PREDETERMINADA, type Tienda } from '@barberia/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { sembrarDatosIniciales } from './app/datos-iniciales';
import { queryCache } from './lib/consultas';
import { fijarTienda } from './lib/tienda-actual';

let anterior: Promise<unknown> = Promise.resolve();

/**
 * A public page's HTML: at build time before any data (the layout, the page's static parts and its
 * loading states), and on the server with the answers the page starts with (features/seo) for the pages
 * whose first view is those answers. The server puts it inside #root, so the first paint needs no
 * script; in the browser React adopts it (arranque.tsx). The screens read one query cache, the page's,
 * and one record of the shop's facts (lib/datos-de-la-tienda.ts): one page is drawn at a time. At build
 * time the shop is TIENDA_PREDETERMINADA; the server draws the pages again with the stored record when it
 * differs, the same record it writes into the page's <head> for the browser.
 */
export function prerenderizar(
  ruta: string,
  datos: Readonly<Record<string, unknown>> = {},
  tienda: Tienda = TIENDA_PREDETERMINADA,
): Promise<string> {
  const turno = anterior.then(async () => {
    queryCache.vaciar();
    sembrarDatosIniciales(datos);
    fijarTienda(tienda);
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={ruta}>
        <App />
      </StaticRouter>,
      // Every boundary inline, however large (29 photos with their srcset): past 12.8 KB React would
      // move a boundary's content after the page with an inline script to put it back, which the
      // site's CSP refuses, and the page would stay on its loader.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const trozo of prelude) html += trozo;
    return html;
  });
  anterior = turno.catch(() => undefined);
  return turno;
}
