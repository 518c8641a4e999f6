import {
  fotoGaleriaEditar,
  fotoGaleriaInput,
  fotoGaleriaSchema,
  idParams,
  mensajeSchema,
  ordenGaleriaInput,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { GaleriaService } from './galeria.service.js';

/** A 5 MB photo is about 6.7 MB as base64 in a data URL; only the upload takes that much. */
const LIMITE_CON_FOTO = 8 * 1024 * 1024;

/** GET /api/galeria: the photos of the gallery page (spec §2: 29 in the demo); the admin edits them. */
export const galeriaRoutes = (galeria: GaleriaService) =>
  rutas(['galeria'], ({ publico, admin }) => {
    const lista = z.array(fotoGaleriaSchema);
    publico.get('/api/galeria', { response: { 200: lista } }, () => galeria.listar());
    admin.create(
      '/api/galeria',
      { body: fotoGaleriaInput, response: { 201: fotoGaleriaSchema } },
      (req) => galeria.agregar(req.body),
      { bodyLimit: LIMITE_CON_FOTO },
    );
    admin.put('/api/galeria/orden', { body: ordenGaleriaInput, response: { 200: lista } }, (req) =>
      galeria.ordenar(req.body),
    );
    admin.put(
      '/api/galeria/:id',
      { params: idParams, body: fotoGaleriaEditar, response: { 200: mensajeSchema } },
      (req) => galeria.editar(req.params.id, req.body),
    );
    admin.delete('/api/galeria/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      galeria.eliminar(req.params.id),
    );
  });
