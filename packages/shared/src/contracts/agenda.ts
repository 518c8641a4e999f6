import { z } from 'zod';
import { idSchema, localDateSchema } from './comunes.js';
import { horaAgendadaSchema, horarioDelDiaSchema } from './fechas.js';
import { camposRango, validarRango } from './rango-dias.js';

/** The longest stretch one read of the shop's agenda covers: a month, enough for any week on screen. */
export const MAXIMO_DIAS_AGENDA = 31;

/** GET /api/fechas/agenda?desde=&hasta= (admin): every barber's days in that range, both ends included. */
export const agendaQuery = z
  .object(camposRango(localDateSchema))
  .superRefine(
    validarRango(MAXIMO_DIAS_AGENDA, `La agenda se puede ver de a ${MAXIMO_DIAS_AGENDA} días como máximo.`),
  );
export type AgendaQuery = z.infer<typeof agendaQuery>;

/** A barber's open day: hours, break, bookings (with client) and the free stretches left. */
export const diaAgendaSchema = z.object({
  fechaId: idSchema,
  barberoId: idSchema,
  /** YYYY-MM-DD, the shop's calendar day. */
  fecha: z.string(),
  ...horarioDelDiaSchema.shape,
  horasAgendadas: z.array(horaAgendadaSchema),
  /** From tramosLibres (packages/shared/src/domain): the rules bookings meet, at the grid's step. */
  libres: z.array(z.object({ horaInicio: z.string(), horaFin: z.string() })),
});
export type DiaAgenda = z.infer<typeof diaAgendaSchema>;

export const barberoAgendaSchema = z.object({ _id: idSchema, nombre: z.string(), activo: z.boolean() });
export type BarberoAgenda = z.infer<typeof barberoAgendaSchema>;

/**
 * `barberos`: the active barbers and anyone with a day in the range (the admin, an inactive barber),
 * by name; `dias` by day, then barber.
 */
export const agendaRespuesta = z.object({
  desde: z.string(),
  hasta: z.string(),
  barberos: z.array(barberoAgendaSchema),
  dias: z.array(diaAgendaSchema),
});
export type Agenda = z.infer<typeof agendaRespuesta>;
