import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin take an HTML form's body (`application/x-www-form-urlencoded`) as a plain
 * object: Webpay's returns (sales and deposits) and the unsubscribe button post one.
 */
export function aceptarFormularios(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
