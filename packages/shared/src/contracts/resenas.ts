import { z } from 'zod';
import { enteroEntre, idSchema, localDateSchema } from './comunes.js';

/**
 * Reviews of attended visits (issue 25): the client's form and its route share `resenaInputSchema`;
 * the admin's moderation shares `moderarResenaSchema`. Docs: docs/api.md «Reseñas».
 */

const COMENTARIO_MAXIMO = 1000;

/** Text a client or the shop writes: trimmed, empty means none, no control characters. */
const textoLibre = (campo: string) =>
  z
    .string()
    .trim()
    .max(COMENTARIO_MAXIMO, { error: `${campo} no puede tener más de ${COMENTARIO_MAXIMO} caracteres.` })
    .refine((v) => !/[\p{Cc}](?<![\n\r\t])|(?!\u200d)\p{Cf}/u.test(v), {
      error: `${campo} no puede tener caracteres de control.`,
    })
    .transform((v) => (v === '' ? null : v));

export const resenaInputSchema = z.object({
  estrellas: enteroEntre({
    requerido: 'Elige de 1 a 5 estrellas.',
    entero: 'Elige de 1 a 5 estrellas.',
    minimo: [1, 'Elige de 1 a 5 estrellas.'],
    maximo: [5, 'Elige de 1 a 5 estrellas.'],
  }),
  comentario: textoLibre('El comentario').nullish(),
});
export type ResenaInput = z.input<typeof resenaInputSchema>;

export const ESTADOS_RESENA = ['PENDIENTE', 'PUBLICADA', 'OCULTA'] as const;
export type EstadoResena = (typeof ESTADOS_RESENA)[number];

export const moderarResenaSchema = z.object({
  estado: z.enum(['PUBLICADA', 'OCULTA'], { error: 'El estado debe ser PUBLICADA u OCULTA.' }),
  respuesta: textoLibre('La respuesta').nullish(),
});
export type ModerarResena = z.input<typeof moderarResenaSchema>;

/** What the home page shows of one published review. */
export const resenaPublicaSchema = z.object({
  _id: idSchema,
  /** First name and initial: «Matías R.». */
  nombre: z.string(),
  estrellas: z.number().int(),
  comentario: z.string().nullable(),
  servicio: z.string(),
  dia: localDateSchema,
  respuesta: z.string().nullable(),
});
export type ResenaPublica = z.infer<typeof resenaPublicaSchema>;

/** GET /api/resenas: the latest published reviews and, over all of them, the average and the count. */
export const resenasPublicasSchema = z.object({
  promedio: z.number().nullable(),
  cantidad: z.number().int(),
  resenas: z.array(resenaPublicaSchema),
});
export type ResenasPublicas = z.infer<typeof resenasPublicasSchema>;

/** The admin's list: every review with its state. */
export const resenaAdminSchema = resenaPublicaSchema.extend({
  estado: z.enum(ESTADOS_RESENA),
  demo: z.boolean(),
  barbero: z.string().nullable(),
  creadaEn: z.string(),
});
export type ResenaAdmin = z.infer<typeof resenaAdminSchema>;

/** GET /api/resenas/hora/{id}: the visit the personal link is about, and the review if already sent. */
export const visitaParaResenaSchema = z.object({
  horaAgendadaId: idSchema,
  dia: localDateSchema,
  horaInicio: z.string(),
  servicio: z.string(),
  barbero: z.string(),
  /** Whether the visit has ended: a review is written only after it. */
  terminada: z.boolean(),
  resena: z.object({ estrellas: z.number().int(), comentario: z.string().nullable() }).nullable(),
});
export type VisitaParaResena = z.infer<typeof visitaParaResenaSchema>;

/** «Matías Rojas» → «Matías R.»; a single word stays as it is. Only this is ever shown of the client. */
export function nombreParaResena(nombre: string): string {
  const [primero = '', ...resto] = nombre.trim().split(/\s+/u);
  const inicial = resto.find((p) => /\p{L}/u.test(p))?.match(/\p{L}/u)?.[0];
  return inicial ? `${primero} ${inicial.toLocaleUpperCase('es-CL')}.` : primero;
}
