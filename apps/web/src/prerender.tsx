import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { sembrarDatosIniciales } from './app/datos-iniciales';
import { queryCache } from './lib/consultas';

let anterior: Promise<unknown> = Promise.resolve();

/**
 * A public page's HTML: at build time before any data (the layout, the page's static parts and its
 * loading states), and on the server with the answers the page starts with (features/seo) for the pages
 * whose first view is those answers. The server puts it inside #root, so the first paint needs no
 * script; in the browser React adopts it (arranque.tsx). The screens read one query cache, the page's:
 * one page is drawn at a time.
 */
export function prerenderizar(ruta: string, datos: Readonly<Record<string, unknown>> = {}): Promise<string> {
  const turno = anterior.then(async () => {
    queryCache.vaciar();
    sembrarDatosIniciales(datos);
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
