import { z } from 'zod';
import { CUALQUIERA } from '../domain/cualquiera.js';
import { fechaLocalDe, minutosDe, ZONA_SANTIAGO } from '../domain/zona.js';
import {
  emailSchema,
  enteroEntre,
  idSchema,
  localDateSchema,
  localTimeSchema,
  nombrePersonaSchema,
  textoObligatorio,
} from './comunes.js';
import { contactoWhatsapp, exigirTelefonoParaWhatsapp } from './telefono.js';

export const horaSchema = z.object({ _id: idSchema, hora: z.string(), habilitado: z.boolean() });

/** A booked hour. nombre and email are only shown to the barber, the admin and the client's own lookup. */
export const horaAgendadaSchema = z.object({
  _id: idSchema,
  horaInicio: z.string(),
  horaFin: z.string(),
  nombre: z.string().optional(),
  email: z.string().optional(),
  /** E.164, only where nombre and email are shown; null when the client gave none (decision 030). */
  telefono: z.string().nullable().optional(),
  servicio: z.string(),
  /** The add-ons booked in the same block, in order, by name (decision 037); absent when there are none. */
  serviciosAdicionales: z.array(z.string()).optional(),
  /**
   * Only in the client's own list (GET …/obtener-fechas-clientes/email/{email}): the deposit paid for it, whole,
   * which a cancellation refunds, keeps or credits by the policy (issue 42, decision 055); absent when none.
   */
  abono: z.object({ monto: z.number().int() }).optional(),
});
export type HoraAgendada = z.infer<typeof horaAgendadaSchema>;

/** A day's opening hours and break, as the server sends them (HH:MM, minutes). */
export const horarioDelDiaSchema = z.object({
  horaInicio: z.string(),
  horaFin: z.string(),
  descansoHora: z.string().nullable(),
  descansoDuracion: z.number().int(),
});

export const fechaSchema = z.object({
  _id: idSchema,
  /** ISO 8601 at the start of the day with Santiago's offset; its first 10 characters are the day. */
  fecha: z.string(),
  ...horarioDelDiaSchema.shape,
  horas: z.array(horaSchema),
  horasAgendadas: z.array(horaAgendadaSchema),
  creadoPor: z.object({ _id: idSchema, nombre: z.string() }),
});
export type Fecha = z.infer<typeof fechaSchema>;

/** The day of a new Fecha: `YYYY-MM-DD`, or an ISO datetime with offset read as a day in Santiago. */
export const diaSchema = z
  .string({ error: 'La fecha es obligatoria.' })
  .max(40, { error: 'La fecha no es válida.' })
  .transform((valor, ctx) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) return valor;
    const instante = /^\d{4}-\d{2}-\d{2}T/.test(valor) ? new Date(valor) : new Date(Number.NaN);
    if (Number.isNaN(instante.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'La fecha no es válida.' });
      return z.NEVER;
    }
    return fechaLocalDe(instante, ZONA_SANTIAGO);
  })
  .pipe(localDateSchema);

const descansoHoraSchema = z
  .union([localTimeSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
const descansoDuracionSchema = enteroEntre({
  requerido: 'La duración del descanso debe ser un número.',
  entero: 'La duración del descanso debe ser un número entero de minutos.',
  minimo: [0, 'La duración del descanso no puede ser negativa.'],
  maximo: [480, 'La duración del descanso es demasiado larga.'],
});

/**
 * Most add-ons one booking takes (decision 037): a visit, not a day, and a bound on what the server reads.
 * Here, not in domain/bloque-de-servicios: a contract importing that module would pull zod's chunk into
 * the service step's first view (decision 008).
 */
export const MAXIMO_SERVICIOS_ADICIONALES = 4;

/** Add-ons of one booking: distinct ids, a few at most (decision 037). */
export const serviciosAdicionalesSchema = z
  .array(idSchema, { error: 'Los servicios adicionales no son válidos.' })
  .max(MAXIMO_SERVICIOS_ADICIONALES, {
    error: `Puedes agregar hasta ${MAXIMO_SERVICIOS_ADICIONALES} servicios a una hora.`,
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Un servicio se repite en la hora.' });

/** A stretch of the day: start and end, HH:MM. */
const tramoInput = { horaInicio: localTimeSchema, horaFin: localTimeSchema };

/** A day's hours and break as the barber writes them; the break's length may be left out. */
const horarioInput = {
  ...tramoInput,
  descansoHora: descansoHoraSchema,
  descansoDuracion: descansoDuracionSchema.optional(),
};

interface HorarioValidable {
  horaInicio: string;
  horaFin: string;
  descansoHora?: string | null;
  descansoDuracion?: number;
}

function validarHorario(h: HorarioValidable, ctx: z.RefinementCtx) {
  if (minutosDe(h.horaFin) <= minutosDe(h.horaInicio)) {
    ctx.addIssue({
      code: 'custom',
      path: ['horaFin'],
      message: 'La hora de término debe ser posterior a la hora de inicio.',
    });
  }
  if (h.descansoHora && h.descansoDuracion) {
    const inicio = minutosDe(h.descansoHora);
    if (inicio < minutosDe(h.horaInicio) || inicio + h.descansoDuracion > minutosDe(h.horaFin)) {
      ctx.addIssue({
        code: 'custom',
        path: ['descansoHora'],
        message: 'El descanso debe quedar dentro del horario del día.',
      });
    }
  }
}

/** Longest span one GET /api/fechas may ask for: the list is public and holds every barber's days. */
export const MAXIMO_DIAS_LISTA_FECHAS = 366;

/** GET /api/fechas: an optional window of days (default: a month back to three months ahead). */
export const fechasListaQuery = z
  .object({ desde: localDateSchema.optional(), hasta: localDateSchema.optional() })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    error: 'La fecha "desde" debe ser anterior o igual a "hasta".',
    path: ['hasta'],
  });
export type FechasListaQuery = z.infer<typeof fechasListaQuery>;

export const fechaInput = z
  .object({
    fecha: diaSchema,
    ...horarioInput,
    descansoDuracion: descansoDuracionSchema.optional().default(0),
  })
  .superRefine(validarHorario);
export type FechaInput = z.infer<typeof fechaInput>;

export const fechaHorarioInput = z.object(horarioInput).superRefine(validarHorario);
export type FechaHorarioInput = z.infer<typeof fechaHorarioInput>;

export const agregarHoraAgendadaInput = z
  .object({
    ...tramoInput,
    nombre: nombrePersonaSchema,
    email: emailSchema,
    /** Optional Chilean mobile in E.164 (decision 030) and the WhatsApp box beside it (decision 035). */
    ...contactoWhatsapp,
    /**
     * The box «Avísame cuando me toque volver», unticked by default (issue 25): consent, per e-mail, to one
     * mail when the client's usual interval between visits has passed. Its text (CONSENTIMIENTO_REGRESO) is
     * stored with the time; a booking without it leaves an earlier consent as it was.
     */
    consentimientoRegreso: z.boolean({ error: 'El aviso para volver debe ser sí o no.' }).optional(),
    servicio: textoObligatorio('El servicio es obligatorio.', 80, 'El servicio no es válido.'),
    /**
     * Other services in the same visit (decision 037), by _id: one block whose length and price are the sums.
     * Absent or empty: the spec's one-service booking.
     */
    serviciosAdicionales: serviciosAdicionalesSchema.optional(),
    /**
     * «Cualquiera»: `dateId` only says the day; the server books a barber who performs the service and is
     * free at that hour (decision 031). Without it, the barber of the day record `dateId`.
     */
    barbero: z.literal(CUALQUIERA, { error: 'El barbero no es válido.' }).optional(),
    /** The hour being moved, when this booking is a reschedule: removed in the same transaction. */
    reagendar: z.object({ fechaId: idSchema, ...tramoInput }).optional(),
  })
  .superRefine(validarHorario)
  .superRefine(exigirTelefonoParaWhatsapp);
export type AgregarHoraAgendadaInput = z.infer<typeof agregarHoraAgendadaInput>;

export const cancelarHoraAgendadaInput = z.object(tramoInput).superRefine(validarHorario);
export type CancelarHoraAgendadaInput = z.infer<typeof cancelarHoraAgendadaInput>;

export const fechaHoraParams = z.object({ dateId: idSchema, hourId: idSchema });
export const fechaParams = z.object({ dateId: idSchema });
export const userIdParams = z.object({ userId: idSchema });
export const emailParams = z.object({ email: emailSchema });

export const horaAgendadaRespuesta = z.object({
  msg: z.string(),
  horaAgendada: horaAgendadaSchema,
  fecha: fechaSchema,
  /** Proof that this device booked this hour (docs/decisions/011); sent back in `X-Token-Cliente`. */
  tokenCliente: z.string(),
});

/** The hour screen's data (GET /api/fechas/horas-libres/{userId}?duracion=N): a few KB, not the days. */
export const horasLibresQuery = z.object({
  duracion: z.coerce
    .number({ error: 'La duración debe ser un número de minutos.' })
    .int({ error: 'La duración debe ser un número entero de minutos.' })
    .min(5, { error: 'La duración debe ser de al menos 5 minutos.' })
    .max(480, { error: 'La duración no puede superar las 8 horas.' }),
});
/**
 * GET /api/fechas/horas-libres?servicio=&duracion=: «Cualquiera», the union of the free starts of every
 * active barber who performs the service.
 */
export const horasLibresCualquieraQuery = horasLibresQuery.extend({
  servicio: idSchema.describe('El servicio elegido: cuenta cada barbero activo que lo realiza'),
  adicionales: z
    .string()
    .max(400, { error: 'Los servicios adicionales no son válidos.' })
    .optional()
    .transform((v) => (v ? v.split(',') : []))
    .pipe(serviciosAdicionalesSchema)
    .describe(
      'Servicios adicionales del bloque, ids separados por coma (decisión 037): cuenta solo a los barberos que realizan todos',
    ),
});
export const horasLibresRespuesta = z.object({
  dias: z.array(z.object({ fecha: localDateSchema, fechaId: idSchema, horas: z.array(localTimeSchema) })),
});
export type HorasLibresRespuesta = z.infer<typeof horasLibresRespuesta>;

/** "Ver Horas" on a device without proof: the link goes to the mailbox, never to the screen. */
export const enlaceHorasInput = z.object({ email: emailSchema });
export type EnlaceHorasInput = z.infer<typeof enlaceHorasInput>;
