import { z } from 'zod';
import { idSchema } from './comunes.js';

/** Spec 001 §9: the sales table shows 20 rows a page. */
export const VENTAS_POR_PAGINA = 20;

export const productoVendidoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  cantidad: z.number().int(),
  precio: z.number().int(),
});
export type ProductoVendido = z.infer<typeof productoVendidoSchema>;

/** A sale (spec 001 §3 Venta). fecha is an ISO instant; the page formats it in es-CL. */
export const ventaSchema = z.object({
  _id: idSchema,
  email: z.string(),
  productos: z.array(productoVendidoSchema),
  precioTotal: z.number().int(),
  fecha: z.string(),
  status: z.string(),
  buy_order: z.string(),
  authorization_code: z.string().nullable(),
});
export type Venta = z.infer<typeof ventaSchema>;

/** GET /api/ventas?email=&pagina=: e-mail filter is a case-insensitive substring; pages start at 1. */
export const ventasQuery = z.object({
  email: z.string().trim().max(254, { error: 'El filtro es demasiado largo.' }).optional(),
  pagina: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'La página debe ser un número.' })
      .int({ error: 'La página debe ser un número entero.' })
      .min(1, { error: 'La página debe ser 1 o más.' })
      .max(100_000, { error: 'La página no es válida.' })
      .default(1),
  ),
});

export const ventasRespuesta = z.object({
  ventas: z.array(ventaSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  paginas: z.number().int(),
});
export type VentasRespuesta = z.infer<typeof ventasRespuesta>;
