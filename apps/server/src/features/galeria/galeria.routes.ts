import { fotoGaleriaSchema } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { GaleriaService } from './galeria.service.js';

/** GET /api/galeria: the photos of the gallery page (spec §2: 29 in the demo). */
export const galeriaRoutes = (galeria: GaleriaService) =>
  rutas(['galeria'], ({ publico }) => {
    publico.get('/api/galeria', { response: { 200: z.array(fotoGaleriaSchema) } }, () => galeria.listar());
  });
