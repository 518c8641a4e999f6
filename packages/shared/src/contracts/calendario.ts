import { z } from 'zod';
import { idSchema, localDateSchema, localTimeSchema, textoObligatorio } from './comunes.js';

const momentoSchema = z.object({
  dateTime: z.string(),
  timeZone: z.string(),
});

/** A barber's calendar event, in Google Calendar's shape so an external calendar can replace it later. */
export const eventoSchema = z.object({
  id: idSchema,
  summary: z.string(),
  description: z.string(),
  start: momentoSchema,
  end: momentoSchema,
});
export type Evento = z.infer<typeof eventoSchema>;

const isoConOffset = z
  .string({ error: 'La fecha y hora es obligatoria.' })
  .max(40, { error: 'La fecha y hora no es válida.' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
    error: 'La fecha y hora debe ser ISO 8601 con zona horaria.',
  })
  .refine((v) => !Number.isNaN(new Date(v).getTime()), { error: 'La fecha y hora no es válida.' });

const momentoInput = z.object({ dateTime: isoConOffset, timeZone: z.string().max(64).optional() });

export const eventoInput = z
  .object({
    summary: textoObligatorio(
      'El título del evento es obligatorio.',
      200,
      'El título del evento es demasiado largo.',
    ),
    description: z.string().max(1000, { error: 'La descripción es demasiado larga.' }).default(''),
    start: momentoInput,
    end: momentoInput,
  })
  .refine((e) => new Date(e.end.dateTime).getTime() > new Date(e.start.dateTime).getTime(), {
    error: 'El evento debe terminar después de comenzar.',
    path: ['end'],
  });
export type EventoInput = z.infer<typeof eventoInput>;

/** Delete the event that starts at that wall-clock time (resolved in Santiago, no guessed offsets). */
export const eliminarEventoInput = z.union([
  z.object({ fecha: localDateSchema, horaInicio: localTimeSchema }),
  z.object({ dateTime: isoConOffset }),
]);
export type EliminarEventoInput = z.infer<typeof eliminarEventoInput>;

export const eventoParams = z.object({ id: idSchema, eventId: idSchema });

/** The id of a Google calendar as Google shows it in the calendar's settings ("ID del calendario"). */
export const calendarioGoogleInput = z.object({
  calendarId: z
    .string({ error: 'El ID del calendario es obligatorio.' })
    .trim()
    .min(3, { error: 'El ID del calendario es obligatorio.' })
    .max(254, { error: 'El ID del calendario es demasiado largo.' })
    .regex(/^[^\s/?#]+$/, {
      error: 'El ID del calendario no es válido: cópialo tal como lo muestra Google.',
    }),
});
export type CalendarioGoogleInput = z.infer<typeof calendarioGoogleInput>;

/** The check of a barber's Google calendar: connected, or why not. */
export const estadoCalendarioGoogle = z.enum([
  'conectado',
  'sin_calendario',
  'no_compartido',
  'no_encontrado',
  'no_disponible',
  'no_configurado',
]);
export const calendarioGoogleSchema = z.object({
  calendarId: z.string().nullable(),
  estado: estadoCalendarioGoogle,
  msg: z.string(),
  /** The service account e-mail the calendar must be shared with; null when none is configured. */
  cuenta: z.string().nullable(),
});
export type CalendarioGoogle = z.infer<typeof calendarioGoogleSchema>;
