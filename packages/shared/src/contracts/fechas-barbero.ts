import { z } from 'zod';
import { DIAS_HABILES, MAXIMO_DIAS_RANGO } from '../domain/rango.js';
import { localTimeSchema, textoObligatorio } from './comunes.js';
import { diaSchema, fechaHorarioInput, fechaSchema } from './fechas.js';
import { camposRango, validarRango } from './rango-dias.js';

/**
 * POST /api/fechas/rango: one bookable day per chosen weekday from `desde` to `hasta`, all with the
 * same hours and break; all are created or none. `dias`: 0 = Sunday … 6 = Saturday (default Mon–Sat).
 */
export const fechasRangoInput = fechaHorarioInput
  .safeExtend({
    // Each end `YYYY-MM-DD` (or ISO with offset, read as a day in Santiago).
    ...camposRango(diaSchema),
    horaInicio: z
      .string({ error: 'La hora de inicio es obligatoria.' })
      .min(1, { error: 'La hora de inicio es obligatoria.' })
      .pipe(localTimeSchema),
    horaFin: z
      .string({ error: 'La hora de término es obligatoria.' })
      .min(1, { error: 'La hora de término es obligatoria.' })
      .pipe(localTimeSchema),
    dias: z
      .array(z.number().int().min(0).max(6), { error: 'Los días de la semana no son válidos.' })
      .min(1, { error: 'Elige al menos un día de la semana.' })
      .max(7)
      .default([...DIAS_HABILES]),
  })
  .superRefine(validarRango(MAXIMO_DIAS_RANGO, `El rango no puede superar los ${MAXIMO_DIAS_RANGO} días.`));
export type FechasRangoInput = z.input<typeof fechasRangoInput>;
/** What the server receives after parsing: days as YYYY-MM-DD, dias filled in. */
export type FechasRango = z.output<typeof fechasRangoInput>;

export const fechasRangoRespuesta = z.object({ msg: z.string(), fechas: z.array(fechaSchema) });
export type FechasRangoRespuesta = z.infer<typeof fechasRangoRespuesta>;

/** DELETE /api/fechas/pasadas: the caller's days before today (Santiago) and their past bookings. */
export const fechasPasadasRespuesta = z.object({ msg: z.string(), eliminadas: z.number().int() });
export type FechasPasadasRespuesta = z.infer<typeof fechasPasadasRespuesta>;

/** PUT /api/fechas/{dateId}/habilitar-hora: frees a booked hour; the client is e-mailed the motivo. */
export const habilitarHoraInput = z.object({
  horaInicio: localTimeSchema,
  horaFin: localTimeSchema,
  motivo: textoObligatorio(
    'Debes indicar el motivo',
    1000,
    'El motivo no puede tener más de 1000 caracteres.',
  ),
});
export type HabilitarHoraInput = z.infer<typeof habilitarHoraInput>;

/**
 * correoEnviado false: the hour is free, but the mail could not be delivered right away (the outbox
 * keeps retrying); the page tells the barber to contact the client directly at `email`.
 */
export const habilitarHoraRespuesta = z.object({
  msg: z.string(),
  correoEnviado: z.boolean(),
  email: z.string(),
  fecha: fechaSchema,
});
export type HabilitarHoraRespuesta = z.infer<typeof habilitarHoraRespuesta>;
