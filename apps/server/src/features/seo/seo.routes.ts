import type { VistaTienda } from '@barberia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rutas } from '../../lib/rutas.js';
import type { PaginaPara } from './datos-en-el-html.js';
import { IMAGEN_PARA_COMPARTIR, imagenParaCompartir } from './imagen-para-compartir.js';
import type { ImagenesPrincipales } from './imagenes-principales.js';
import { respuestaDePagina, robotsTxt, sitemapXml } from './seo.service.js';

/** /sitemap.xml, /robots.txt and the picture shared links show, built from @barberia/shared. */
export const seoRoutes = (publicUrl: string, tienda: () => Promise<VistaTienda>) =>
  rutas(undefined, ({ publico }) => {
    const sitemap = sitemapXml(publicUrl);
    const robots = robotsTxt(publicUrl);
    const schema = { hide: true };

    publico.get('/sitemap.xml', schema, (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemap),
    );
    publico.get('/robots.txt', schema, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
    );
    publico.get(IMAGEN_PARA_COMPARTIR.ruta, schema, async (_req, reply) =>
      reply
        .type(IMAGEN_PARA_COMPARTIR.tipo)
        .header('cache-control', 'public, max-age=86400')
        .send(await imagenParaCompartir(await tienda())),
    );
  });

/** A page of the single-page site: the services pick the HTML (drawn with its data or not) and its encoding, this sends it. */
export async function enviarPagina(
  paginaPara: PaginaPara,
  imagenesPrincipales: ImagenesPrincipales,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { estado, encoding, cuerpo } = respuestaDePagina(
    await paginaPara(request.url),
    request.headers['accept-encoding'],
  );
  // Each deploy changes the scripts the page names: always revalidate the HTML.
  reply
    .status(estado)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  // Only a page that exists preloads its pictures; a failed read costs the preload, never the page.
  const enlaces = estado === 200 ? await imagenesPrincipales(request.url).catch(() => null) : null;
  if (enlaces) reply.header('link', enlaces);
  return reply.send(cuerpo);
}
