import { z } from 'zod';
import { ASISTENCIAS } from '../domain/asistencia.js';
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
    /**
     * Issue 25: true creates only the days the barber does not have yet (the others are left as they are
     * and listed in `omitidas`); false (default) keeps the spec's rule: every day is created or none.
     */
    soloFaltantes: z.boolean().default(false),
  })
  .superRefine(validarRango(MAXIMO_DIAS_RANGO, `El rango no puede superar los ${MAXIMO_DIAS_RANGO} días.`));
export type FechasRangoInput = z.input<typeof fechasRangoInput>;
/** What the server receives after parsing: days as YYYY-MM-DD, dias filled in. */
export type FechasRango = z.output<typeof fechasRangoInput>;

/** `omitidas`: the days of the range that already existed and were left untouched (soloFaltantes). */
export const fechasRangoRespuesta = z.object({
  msg: z.string(),
  fechas: z.array(fechaSchema),
  omitidas: z.array(z.string()),
});
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

/**
 * GET /api/users/:id/hoy (decision 036): the barber's bookings of today and tomorrow in Santiago, in order,
 * for the «Hoy» screen that /barbero opens on. `confirmada`: the client pressed «Confirmo» on WhatsApp.
 */
export const horaDeHoySchema = z.object({
  _id: z.string(),
  dia: z.string(),
  horaInicio: z.string(),
  horaFin: z.string(),
  /** The instant it starts, so the screen can tell which one comes next without parsing the zone. */
  inicio: z.string(),
  fin: z.string(),
  nombre: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  servicio: z.string(),
  confirmada: z.boolean(),
  /** The barber's mark once the hour has ended (issue 24); null while unmarked. */
  asistencia: z.enum(ASISTENCIAS).nullable(),
});
export type HoraDeHoy = z.infer<typeof horaDeHoySchema>;

export const hoyBarberoRespuesta = z.object({
  hoy: z.string(),
  manana: z.string(),
  /** Today's and tomorrow's hours, and earlier ones still to mark (ended less than a day ago, unmarked). */
  horas: z.array(horaDeHoySchema),
});

/** PUT /api/horas-agendadas/:id/asistencia: «Asistió» or «No asistió», one tap (issue 24). */
export const asistenciaInput = z.object({
  asistencia: z.enum(ASISTENCIAS, { error: 'La asistencia debe ser ASISTIO o NO_ASISTIO.' }),
});
export type AsistenciaInput = z.infer<typeof asistenciaInput>;

export const asistenciaRespuesta = z.object({ msg: z.string(), asistencia: z.enum(ASISTENCIAS) });
export type HoyBarbero = z.infer<typeof hoyBarberoRespuesta>;
