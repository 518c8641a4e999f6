import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResenasPublicas, Tienda } from '@barberia/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crearDatosEnElHtml, dibujoDeLaWeb } from './datos-en-el-html.js';
import { crearImagenesPrincipales, type FuentesDeImagenes } from './imagenes-principales.js';
import { enviarPagina } from './seo.routes.js';
import { paginasDeLaWeb } from './seo.service.js';

/**
 * The built web (WEB_DIST), served by this server: its fingerprinted files, and each page as index.html
 * with that route's own head and scripts, the pages whose first view is their data drawn with the same
 * answers the API gives the browser (docs/arquitectura-web.md). Without a build, no page: the API alone.
 * Answers what the app's 404 handler calls for a path that is a page.
 */
export async function registrarPaginas(
  app: FastifyInstance,
  {
    webDist,
    publicUrl,
    imagenes,
    resenas,
    tienda,
  }: {
    webDist?: string;
    publicUrl: string;
    imagenes: FuentesDeImagenes;
    /** The shop's facts, for every page's title, structured data and first frame. */
    tienda: () => Promise<Tienda>;
    /** The published real reviews, for every page's structured data. */
    resenas?: () => Promise<ResenasPublicas>;
  },
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return null;
  const paginaPara = crearDatosEnElHtml({
    paginas: paginasDeLaWeb(webDist, publicUrl),
    dibujar: dibujoDeLaWeb(webDist),
    leer: async (url) => {
      const respuesta = await app.inject({ method: 'GET', url });
      return respuesta.statusCode === 200 ? respuesta.body : null;
    },
    alFallar: (error, ruta) =>
      app.log.error({ err: error, ruta }, 'no se pudo dibujar la página con sus datos'),
    tienda,
    ...(resenas && { resenas }),
  });
  const imagenesPrincipales = crearImagenesPrincipales(imagenes);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // index.html is only served through the pages below; .br/.gz are the build's precompressed twins.
    index: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders(res, path) {
      // Vite fingerprints everything under assets/, so those files never change.
      if (path.includes(`${join('assets', '')}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return (request, reply) => enviarPagina(paginaPara, imagenesPrincipales, request, reply);
}
