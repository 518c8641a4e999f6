import {
  horasLibresCualquieraQuery,
  horasLibresQuery,
  horasLibresRespuesta,
  userIdParams,
} from '@barberia/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { HorasLibresCuerpo, HorasLibresService } from './horas-libres.service.js';

/** The hour screen's read: the hottest route on Sunday at 16:30, answered from memory with an ETag. */
/** The hour screen's answer, or 304 when the client's ETag still holds. */
const RESPUESTAS_CON_ETAG = {
  200: horasLibresRespuesta,
  304: z.null().describe('Sin cambios desde el ETag enviado'),
};

export const horasLibresRoutes = (horasLibres: HorasLibresService) =>
  rutas(['fechas'], ({ publico }) => {
    publico.get(
      '/api/fechas/horas-libres',
      {
        querystring: horasLibresCualquieraQuery,
        response: RESPUESTAS_CON_ETAG,
      },
      async (req, reply) =>
        responder(
          req,
          reply,
          await horasLibres.leerCualquiera(req.query.servicio, req.query.duracion, req.query.adicionales),
        ),
    );
    publico.get(
      '/api/fechas/horas-libres/:userId',
      {
        params: userIdParams,
        querystring: horasLibresQuery,
        response: RESPUESTAS_CON_ETAG,
      },
      async (req, reply) =>
        responder(req, reply, await horasLibres.leer(req.params.userId, req.query.duracion)),
    );
  });

/** The answer already serialised, or 304 when the client holds it (ETag). */
function responder(req: FastifyRequest, reply: FastifyReply, { cuerpo, etag }: HorasLibresCuerpo) {
  // Revalidated on every visit: the answer changes whenever someone books.
  reply.header('etag', etag).header('cache-control', 'no-cache');
  // A 304 has no body: empty on the wire even where the HTTP layer would not drop it.
  if (req.headers['if-none-match'] === etag)
    return reply
      .status(304)
      .serializer(() => '')
      .send(null);
  // Already JSON (checked against the schema by the tests): a string with a JSON content type is sent
  // as it is, without serialising again, which is the point of the cache.
  return reply.type('application/json; charset=utf-8').send(cuerpo as never);
}
