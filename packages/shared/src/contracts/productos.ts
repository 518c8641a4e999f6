import { z } from 'zod';
import { campoObligatorio, enteroEntre, idSchema } from './comunes.js';

/** How a page draws a stored picture: `${src}/${ancho}.${formato}` for each size in srcset. */
export const imagenSchema = z.object({ src: z.string(), ancho: z.number().int(), alto: z.number().int() });
export type Imagen = z.infer<typeof imagenSchema>;

/**
 * A product as the shop and the back office read it (both spec documents). `img` is the picture's
 * base URL (spec: img); `imagen` adds its size so the page can reserve the space.
 * descuento is the derived percentage: negative means discounted.
 */
export const productoSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  descripcion: z.string(),
  precioBase: z.number().int(),
  precioFinal: z.number().int(),
  descuento: z.number().int(),
  stock: z.number().int(),
  img: z.string().nullable(),
  imagen: imagenSchema.nullable(),
});
export type Producto = z.infer<typeof productoSchema>;

export const idsInput = z.object({
  ids: z.array(idSchema).max(100, { error: 'Se pueden consultar hasta 100 productos a la vez.' }),
});

const precio = (campo: string) =>
  enteroEntre({
    requerido: `El ${campo} es obligatorio.`,
    entero: `El ${campo} debe ser un número entero de pesos.`,
    minimo: [0, `El ${campo} no puede ser negativo.`],
    maximo: [100_000_000, `El ${campo} es demasiado alto.`],
  });

/** Create or edit a product (admin). `img` is a data URL; required on create, optional on edit. */
export const productoInput = z.object({
  nombre: campoObligatorio('El nombre', 120),
  descripcion: z.string().trim().max(2000, { error: 'La descripción es demasiado larga.' }).default(''),
  precioBase: precio('precio base'),
  precioFinal: precio('precio final'),
  stock: enteroEntre({
    requerido: 'El stock es obligatorio.',
    entero: 'El stock debe ser un número entero.',
    minimo: [0, 'El stock no puede ser negativo.'],
    maximo: [1_000_000, 'El stock es demasiado alto.'],
  }),
  img: z.string().max(8_000_000, { error: 'La imagen es demasiado grande: el máximo es 5 MB.' }).optional(),
});
export type ProductoInput = z.infer<typeof productoInput>;

/** POST /api/productos/precios: a product's current prices, for pages that only need those. */
export const precioProductoSchema = productoSchema.pick({
  _id: true,
  precioBase: true,
  precioFinal: true,
  descuento: true,
});
export type PrecioProducto = z.infer<typeof precioProductoSchema>;
