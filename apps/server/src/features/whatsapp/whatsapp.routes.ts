import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { WhatsappService } from './whatsapp.service.js';

const verificacion = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/** Meta's webhook for the WhatsApp channel: the URL to give in the app's WhatsApp configuration. */
export const whatsappRoutes = (service: WhatsappService) =>
  rutas(['whatsapp'], ({ publico }, app) => {
    // The signature covers the exact bytes Meta sent: this route reads them before any JSON parsing.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, cuerpo, listo) => {
      listo(null, cuerpo);
    });

    publico.get('/api/whatsapp/webhook', { querystring: verificacion, hide: true }, (req, reply) =>
      reply.type('text/plain').send(service.verificar(req.query)),
    );
    publico.post('/api/whatsapp/webhook', { hide: true }, (req) =>
      service.recibir(
        Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        req.headers['x-hub-signature-256'] as string | undefined,
        req.ip,
      ),
    );
  });
