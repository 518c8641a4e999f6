import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapXml } from './seo.service.js';

/** /sitemap.xml and /robots.txt, built from the table of pages in @barberia/shared. */
export const seoRoutes =
  (publicUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    const sitemap = sitemapXml(publicUrl);
    const robots = robotsTxt(publicUrl);
    const config = { acceso: 'publico' } as const;
    const schema = { hide: true };

    app.get('/sitemap.xml', { config, schema }, (_req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemap),
    );
    app.get('/robots.txt', { config, schema }, (_req, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
    );
  };
