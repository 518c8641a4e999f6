import { avisoInput, avisoSchema, idParams, mensajeSchema } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { AvisosService } from './avisos.service.js';

export const avisosRoutes = (avisos: AvisosService) =>
  rutas(['avisos'], ({ publico, admin }) => {
    const lista = z.array(avisoSchema);

    publico.get('/api/avisos', { response: { 200: lista } }, () => avisos.listar());
    publico.get('/api/avisos/active', { response: { 200: avisoSchema.nullable() } }, () => avisos.activo());
    admin.create('/api/avisos', { body: avisoInput, response: { 201: avisoSchema } }, (req) =>
      avisos.crear(req.body),
    );
    admin.put(
      '/api/avisos/:id',
      { params: idParams, body: avisoInput, response: { 200: avisoSchema } },
      (req) => avisos.actualizar(req.params.id, req.body),
    );
    admin.put('/api/avisos/:id/status', { params: idParams, response: { 200: lista } }, (req) =>
      avisos.cambiarEstado(req.params.id),
    );
    admin.delete('/api/avisos/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      avisos.eliminar(req.params.id),
    );
  });
