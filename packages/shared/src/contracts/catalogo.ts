import { z } from 'zod';
import { enteroSchema, idSchema } from './comunes.js';

export const tipoServicioSchema = z.object({ _id: idSchema, nombre: z.string() });
export type TipoServicio = z.infer<typeof tipoServicioSchema>;

export const tipoServicioInput = z.object({
  nombre: z
    .string({ error: 'El nombre es obligatorio.' })
    .trim()
    .min(1, { error: 'El nombre es obligatorio.' })
    .max(60, { error: 'El nombre no puede tener más de 60 caracteres.' }),
});
export type TipoServicioInput = z.infer<typeof tipoServicioInput>;

/** A service as the back office lists it: tipo populated with its name. */
export const servicioSchema = z.object({
  _id: idSchema,
  servicio: z.string(),
  precio: z.number().int(),
  duracion: z.number().int(),
  tipo: tipoServicioSchema.nullable(),
  descripcion: z.string(),
});
export type Servicio = z.infer<typeof servicioSchema>;

/** A service inside the public listings: tipo is the id of its type (spec 000 §3). */
export const servicioPublicoSchema = servicioSchema.extend({ tipo: idSchema.nullable() });
export type ServicioPublico = z.infer<typeof servicioPublicoSchema>;

export const servicioInput = z.object({
  servicio: z
    .string({ error: 'El nombre del servicio es obligatorio.' })
    .trim()
    .min(1, { error: 'El nombre del servicio es obligatorio.' })
    .max(80, { error: 'El nombre del servicio no puede tener más de 80 caracteres.' }),
  precio: enteroSchema({
    requerido: 'El precio es obligatorio.',
    entero: 'El precio debe ser un número entero de pesos.',
  }).pipe(
    z
      .number()
      .min(0, { error: 'El precio no puede ser negativo.' })
      .max(10_000_000, { error: 'El precio es demasiado alto.' }),
  ),
  duracion: enteroSchema({
    requerido: 'La duración es obligatoria.',
    entero: 'La duración debe ser un número entero de minutos.',
  }).pipe(
    z
      .number()
      .min(5, { error: 'La duración mínima es de 5 minutos.' })
      .max(480, { error: 'La duración máxima es de 480 minutos.' }),
  ),
  tipo: idSchema.nullable().optional(),
  descripcion: z
    .string()
    .trim()
    .max(500, { error: 'La descripción no puede tener más de 500 caracteres.' })
    .default(''),
});
export type ServicioInput = z.infer<typeof servicioInput>;

export const tipoConServiciosSchema = tipoServicioSchema.extend({
  servicios: z.array(servicioPublicoSchema),
});
export type TipoConServicios = z.infer<typeof tipoConServiciosSchema>;

export const barberoConServiciosSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  servicios: z.array(servicioPublicoSchema),
});
export type BarberoConServicios = z.infer<typeof barberoConServiciosSchema>;

export const avisoSchema = z.object({
  _id: idSchema,
  titulo: z.string(),
  contenido: z.string(),
  isActivo: z.boolean(),
});
export type Aviso = z.infer<typeof avisoSchema>;

export const avisoInput = z.object({
  titulo: z
    .string({ error: 'El título es obligatorio.' })
    .trim()
    .min(1, { error: 'El título es obligatorio.' })
    .max(120, { error: 'El título no puede tener más de 120 caracteres.' }),
  contenido: z
    .string({ error: 'El contenido es obligatorio.' })
    .trim()
    .min(1, { error: 'El contenido es obligatorio.' })
    .max(2000, { error: 'El contenido no puede tener más de 2000 caracteres.' }),
  isActivo: z.boolean().optional(),
});
export type AvisoInput = z.infer<typeof avisoInput>;
