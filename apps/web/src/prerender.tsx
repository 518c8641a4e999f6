import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';

/**
 * A public page drawn at build time, before any data: the layout, the page's static parts and its
 * loading states. The server sends it inside #root (features/seo), so the first paint does not wait
 * for the scripts; in the browser React then draws the same page over it (vite-plugins.ts).
 */
export async function prerenderizar(ruta: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={ruta}>
      <App />
    </StaticRouter>,
  );
  let html = '';
  for await (const trozo of prelude) html += trozo;
  return html;
}
