import { z } from 'zod';
import { isLocalDate, isLocalTime } from '../domain/zona.js';
import {
  campoObligatorio,
  enteroEntre,
  enteroSchema,
  idSchema,
  localDateSchema,
  localTimeSchema,
} from './comunes.js';

/** Spec 001 §3 custom form field. Radios sharing a name form one group; each radio's label is its value. */
export const TIPOS_DE_CAMPO = ['text', 'number', 'email', 'checkbox', 'radio', 'hidden', 'label'] as const;
export const campoRsvpSchema = z.object({
  type: z.enum(TIPOS_DE_CAMPO, { error: 'El tipo de campo no es válido.' }),
  name: z
    .string()
    .trim()
    .max(50, { error: 'El nombre del campo no puede tener más de 50 caracteres.' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'El nombre del campo solo admite letras, números, - y _.' })
    .default(''),
  label: z
    .string()
    .trim()
    .max(200, { error: 'La etiqueta no puede tener más de 200 caracteres.' })
    .default(''),
  placeholder: z.string().trim().max(200).default(''),
  default: z.union([z.string().max(500), z.boolean()]).optional(),
  required: z.boolean().default(false),
});
export type CampoRsvp = z.infer<typeof campoRsvpSchema>;

export const ESTADOS_RSVP = ['confirmed', 'undecided', 'declined'] as const;
export type EstadoRsvp = (typeof ESTADOS_RSVP)[number];

/** `YYYY-MM-DD HH:MM`, a wall-clock moment in the shop's zone (the widget's own format). */
const momentoLocalSchema = z
  .string()
  .trim()
  .refine(
    (v) => {
      const [fecha, hora] = v.split(' ');
      return Boolean(fecha && hora && isLocalDate(fecha) && isLocalTime(hora));
    },
    { error: 'El cierre de inscripciones debe tener el formato AAAA-MM-DD HH:MM.' },
  );

const cupo = (campo: string, minimo: string, maximo: readonly [number, string]) =>
  enteroEntre({
    requerido: `${campo} es obligatorio.`,
    entero: `${campo} debe ser un número entero.`,
    minimo: [1, minimo],
    maximo,
  });

/** The event as the back office writes it (POST/PUT /api/eventos): names of the spec's widget config. */
export const eventoRsvpInput = z
  .object({
    name: campoObligatorio('El nombre', 50),
    description: z.string().trim().max(2000, { error: 'La descripción es demasiado larga.' }).default(''),
    startDate: localDateSchema,
    startTime: localTimeSchema,
    endTime: localTimeSchema,
    location: z.string().trim().max(200, { error: 'El lugar es demasiado largo.' }).default(''),
    max: cupo('El total de cupos', 'El total de cupos debe ser al menos 1.', [
      100_000,
      'El total de cupos es demasiado grande.',
    ]),
    maxpp: cupo('El máximo por persona', 'El máximo por persona debe ser al menos 1.', [
      100,
      'El máximo por persona no puede superar 100.',
    ]).default(1),
    expires: momentoLocalSchema.nullable().default(null),
    initial_confirmation: z.boolean().default(true),
    maybe_option: z.boolean().default(false),
    doubleOptIn: z.boolean().default(false),
    fields: z.array(campoRsvpSchema).max(20, { error: 'Un evento admite hasta 20 campos.' }).default([]),
  })
  .refine((e) => e.endTime > e.startTime, {
    error: 'La hora de término debe ser posterior a la de inicio.',
    path: ['endTime'],
  })
  .refine((e) => e.maxpp <= e.max, {
    error: 'El máximo por persona no puede superar el total de cupos.',
    path: ['maxpp'],
  });
export type EventoRsvpInput = z.input<typeof eventoRsvpInput>;
export type EventoRsvpDatos = z.output<typeof eventoRsvpInput>;

export const eventoRsvpSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  location: z.string(),
  max: z.number().int(),
  maxpp: z.number().int(),
  expires: z.string().nullable(),
  initial_confirmation: z.boolean(),
  maybe_option: z.boolean(),
  doubleOptIn: z.boolean(),
  fields: z.array(campoRsvpSchema),
});
export type EventoRsvp = z.infer<typeof eventoRsvpSchema>;

export const eventoIdParams = z.object({ eventoId: idSchema });

/** POST /api/rsvp/{eventoId}: the widget's payload (spec §7); prokey and dev are accepted and ignored. */
export const rsvpInput = z.object({
  status: z.enum(ESTADOS_RSVP, { error: 'La respuesta debe ser confirmed, undecided o declined.' }),
  amount: enteroSchema({
    requerido: 'La cantidad de personas es obligatoria.',
    entero: 'La cantidad de personas debe ser un número entero.',
  }).default(1),
  // Checked by the service, so a bad address answers the widget's own code 2.
  email: z.string({ error: 'El correo es obligatorio.' }).max(500, { error: 'El correo no es válido.' }),
  payload: z
    .record(z.string().max(50), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .default({}),
  language: z.string().max(10).optional(),
  prokey: z.string().max(200).optional(),
  dev: z.boolean().optional(),
});
export type RsvpInput = z.input<typeof rsvpInput>;

export const rsvpRespuesta = z.object({
  status: z.enum([...ESTADOS_RSVP, 'doi']),
  msg: z.string(),
});

/**
 * GET /api/rsvp/{eventoId}/count: places taken against the limit (spec §7). `total` counts confirmed answers
 * only, so answers waiting for their mail never make an event «agotado»; the places they hold for a few
 * minutes are `pendientes`, apart.
 */
export const conteoRsvpSchema = z.object({
  total: z.number().int(),
  pendientes: z.number().int(),
  max: z.number().int(),
  expired: z.boolean(),
  bookedOut: z.boolean(),
});
export type ConteoRsvp = z.infer<typeof conteoRsvpSchema>;

export const confirmarRsvpInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'El enlace de confirmación no es válido.' }),
});

export const rsvpAdminSchema = z.object({
  _id: idSchema,
  email: z.string(),
  status: z.enum(ESTADOS_RSVP),
  amount: z.number().int(),
  payload: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** false while the double opt-in link waits to be used. */
  confirmado: z.boolean(),
  fecha: z.string(),
});
export type RsvpAdmin = z.infer<typeof rsvpAdminSchema>;

export const rsvpListaQuery = z.object({ formato: z.enum(['json', 'csv']).default('json') });
