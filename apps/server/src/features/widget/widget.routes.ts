import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENSAJES } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { TiendaDelPlayground } from './widget-ejemplos.js';
import { paginaPlayground } from './widget-playground.js';

/** Where `npm run build -w packages/add-to-calendar` writes the browser bundle. */
export const WIDGET_DIST_PREDETERMINADO = fileURLToPath(
  new URL('../../../../../packages/add-to-calendar/dist', import.meta.url),
);
const PLAYGROUND = fileURLToPath(new URL('./playground', import.meta.url));

// Any site may load the bundle as a module script (which needs CORS) and from any origin (CORP).
const PARA_TODOS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};
// The playground runs under the policy a strict embedding site would use: no inline script or style.
// Unlike every other page it may be framed: sites show it to try the widget (docs/decisions/021).
const CSP_PLAYGROUND =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'";

/**
 * /widget/add-to-calendar-button.js (the self-registering bundle; short cache, it names the current
 * hashed chunk), /widget/chunks/* (hashed, immutable) and the /widget playground page.
 */
export const widgetRoutes = (opciones: {
  dist: string;
  publicUrl: string;
  tienda: () => Promise<TiendaDelPlayground>;
}) =>
  rutas(undefined, ({ con }) => {
    // `cabeceras: 'widget'`: other sites load the script and frame the page (plugins/cabeceras.ts).
    const publico = con({ acceso: 'publico', cabeceras: 'widget' });
    const estaticos = {
      'playground.js': ['text/javascript; charset=utf-8', readFileSync(join(PLAYGROUND, 'playground.js'))],
      'playground.css': ['text/css; charset=utf-8', readFileSync(join(PLAYGROUND, 'playground.css'))],
    } as const;
    const noEncontrado = { msg: MENSAJES.RUTA_NO_ENCONTRADA, code: 'RUTA_NO_ENCONTRADA' };

    // Drawn on each view from the shop's facts (decision 045): a new address shows at once.
    publico.get('/widget', { hide: true }, async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', CSP_PLAYGROUND)
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'no-cache')
        .send(paginaPlayground(opciones.publicUrl, await opciones.tienda())),
    );

    for (const [archivo, [tipo, contenido]] of Object.entries(estaticos)) {
      publico.get(`/widget/${archivo}`, { hide: true }, (_req, reply) =>
        reply.type(tipo).header('cache-control', 'public, max-age=300').send(contenido),
      );
    }

    /** A file of the built bundle with headers for any site, or null while the widget is not built. */
    const script = (archivo: string, cache: string) =>
      existsSync(archivo)
        ? {
            cabeceras: {
              ...PARA_TODOS,
              'content-type': 'text/javascript; charset=utf-8',
              'cache-control': cache,
            },
            contenido: readFileSync(archivo),
          }
        : null;

    publico.get('/widget/add-to-calendar-button.js', { hide: true }, (_req, reply) => {
      const s = script(join(opciones.dist, 'add-to-calendar-button.js'), 'public, max-age=300');
      return s ? reply.headers(s.cabeceras).send(s.contenido) : reply.status(404).send(noEncontrado);
    });

    publico.get(
      '/widget/chunks/:archivo',
      { hide: true, params: z.object({ archivo: z.string().regex(/^[\w-]+\.js$/) }) },
      (req, reply) => {
        const archivo = join(opciones.dist, 'chunks', req.params.archivo);
        const s = script(archivo, 'public, max-age=31536000, immutable');
        return s ? reply.headers(s.cabeceras).send(s.contenido) : reply.status(404).send(noEncontrado);
      },
    );
  });
