// First: zod's settings before any schema is built.
import './sin-eval.js';
import { z } from 'zod';
import { productoInput } from './productos.js';

const precioFinalNoMayor = (p: { precioBase: number; precioFinal: number }, ctx: z.RefinementCtx) => {
  if (p.precioFinal > p.precioBase) {
    ctx.addIssue({
      code: 'custom',
      path: ['precioFinal'],
      message: 'El precio final no puede ser mayor que el precio base',
    });
  }
};

/** POST /api/productos (admin): the picture is required, as a data URL (spec 001 §5). */
export const productoCrearInput = productoInput
  .extend({
    img: z
      .string({ error: 'La imagen es obligatoria' })
      .min(1, { error: 'La imagen es obligatoria' })
      .max(8_000_000, { error: 'La imagen es demasiado grande: el máximo es 5 MB.' }),
  })
  .superRefine(precioFinalNoMayor);
export type ProductoCrearInput = z.input<typeof productoCrearInput>;

/** PUT /api/productos/{id} (admin): without img the picture stays; with one it is replaced. */
export const productoEditarInput = productoInput.superRefine(precioFinalNoMayor);
export type ProductoEditarInput = z.input<typeof productoEditarInput>;
