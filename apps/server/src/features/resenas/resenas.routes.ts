import {
  idParams,
  mensajeSchema,
  moderarResenaSchema,
  resenaAdminSchema,
  resenaInputSchema,
  resenasPublicasSchema,
  visitaParaResenaSchema,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import { tokenClienteDe } from '../../lib/token-cliente.js';
import type { ResenasService } from './resenas.service.js';

/** Reviews (docs/api.md «Reseñas»): the home page's, the client's own visit, the admin's moderation. */
export const resenasRoutes = (resenas: ResenasService) =>
  rutas(['resenas'], ({ publico, admin }) => {
    publico.get('/api/resenas', { response: { 200: resenasPublicasSchema } }, () => resenas.publicas());
    publico.get(
      '/api/resenas/hora/:id',
      { params: idParams, response: { 200: visitaParaResenaSchema } },
      (req) => resenas.visita(req.params.id, tokenClienteDe(req)),
    );
    publico.create(
      '/api/resenas/hora/:id',
      { params: idParams, body: resenaInputSchema, response: { 201: mensajeSchema } },
      (req) => resenas.enviar(req.params.id, req.body, tokenClienteDe(req)),
    );
    admin.get('/api/resenas/todas', { response: { 200: z.array(resenaAdminSchema) } }, () => resenas.todas());
    admin.put(
      '/api/resenas/:id',
      { params: idParams, body: moderarResenaSchema, response: { 200: mensajeSchema } },
      (req) => resenas.moderar(req.params.id, req.body),
    );
  });
