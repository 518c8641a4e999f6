import { z } from 'zod';
import { campoObligatorio, idSchema } from './comunes.js';
import { imagenSchema } from './productos.js';

/** One photo of the gallery page (GET /api/galeria), in the shop's order. */
export const fotoGaleriaSchema = z.object({ _id: idSchema, alt: z.string(), imagen: imagenSchema });
export type FotoGaleria = z.infer<typeof fotoGaleriaSchema>;

/** The text a screen reader says for a photo, and what shows while it loads: required (issue 25). */
const altSchema = campoObligatorio('El texto alternativo', 200);

/** POST /api/galeria (admin): a photo as a data URL (checked by content on the server) and its alt text. */
export const fotoGaleriaInput = z.object({
  imagen: z
    .string({ error: 'La foto es obligatoria.' })
    .min(1, { error: 'La foto es obligatoria.' })
    .max(8_000_000, { error: 'La foto es demasiado grande: el máximo es 5 MB.' }),
  alt: altSchema,
});
export type FotoGaleriaInput = z.input<typeof fotoGaleriaInput>;

/** PUT /api/galeria/{id} (admin): the alt text. */
export const fotoGaleriaEditar = z.object({ alt: altSchema });
export type FotoGaleriaEditar = z.input<typeof fotoGaleriaEditar>;

/** PUT /api/galeria/orden (admin): every photo's id, in the new order. */
export const ordenGaleriaInput = z.object({
  ids: z
    .array(idSchema, { error: 'El orden debe ser la lista de las fotos.' })
    .min(1, { error: 'El orden debe ser la lista de las fotos.' })
    .max(1000, { error: 'La galería tiene como máximo 1000 fotos.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Una foto aparece dos veces en el orden.' }),
});
export type OrdenGaleriaInput = z.input<typeof ordenGaleriaInput>;
