import { z } from 'zod';
import { idSchema } from './comunes.js';
import { imagenSchema } from './productos.js';

/** One photo of the gallery page (GET /api/galeria), in the shop's order. */
export const fotoGaleriaSchema = z.object({ _id: idSchema, alt: z.string(), imagen: imagenSchema });
export type FotoGaleria = z.infer<typeof fotoGaleriaSchema>;
