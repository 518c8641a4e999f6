import { z } from 'zod';
import { abonoDeServicioRespuesta, abonoDeServicioSchema } from './abono-de-servicio.js';
import { campoObligatorio, enteroEntre, idSchema } from './comunes.js';
import { imagenSchema } from './productos.js';

export const tipoServicioSchema = z.object({ _id: idSchema, nombre: z.string() });
export type TipoServicio = z.infer<typeof tipoServicioSchema>;

export const tipoServicioInput = z.object({
  nombre: campoObligatorio('El nombre', 60),
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
  /** The deposit asked at booking (issue 24, decision 044), or null. */
  abono: abonoDeServicioRespuesta.nullable(),
});
export type Servicio = z.infer<typeof servicioSchema>;

/** A service inside the public listings: tipo is the id of its type (spec 000 §3). */
export const servicioPublicoSchema = servicioSchema.extend({ tipo: idSchema.nullable() });
export type ServicioPublico = z.infer<typeof servicioPublicoSchema>;

export const servicioInput = z.object({
  servicio: campoObligatorio('El nombre del servicio', 80),
  precio: enteroEntre({
    requerido: 'El precio es obligatorio.',
    entero: 'El precio debe ser un número entero de pesos.',
    minimo: [0, 'El precio no puede ser negativo.'],
    maximo: [10_000_000, 'El precio es demasiado alto.'],
  }),
  duracion: enteroEntre({
    requerido: 'La duración es obligatoria.',
    entero: 'La duración debe ser un número entero de minutos.',
    minimo: [5, 'La duración mínima es de 5 minutos.'],
    maximo: [480, 'La duración máxima es de 480 minutos.'],
  }),
  tipo: idSchema.nullable().optional(),
  descripcion: z
    .string()
    .trim()
    .max(500, { error: 'La descripción no puede tener más de 500 caracteres.' })
    .default(''),
  /** The deposit asked at booking: null or left out, none (issue 24, decision 044). */
  abono: abonoDeServicioSchema.nullable().default(null),
  /**
   * The barbers who perform it (issue 25: a service nobody performs is invisible to clients). When given,
   * the service is performed by exactly these after the save; left out, who performs it does not change.
   */
  barberos: z.array(idSchema).max(100, { error: 'Demasiados barberos.' }).optional(),
});
export type ServicioInput = z.infer<typeof servicioInput>;

export const tipoConServiciosSchema = tipoServicioSchema.extend({
  servicios: z.array(servicioPublicoSchema),
});
export type TipoConServicios = z.infer<typeof tipoConServiciosSchema>;

export const barberoConServiciosSchema = z.object({
  _id: idSchema,
  nombre: z.string(),
  /** The photo the barber uploaded in their profile (issue 22), or null: the page shows an initial. */
  foto: imagenSchema.nullable(),
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
  titulo: campoObligatorio('El título', 120),
  contenido: campoObligatorio('El contenido', 2000),
  isActivo: z.boolean().optional(),
});
export type AvisoInput = z.infer<typeof avisoInput>;
