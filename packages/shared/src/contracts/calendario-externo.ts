import { z } from 'zod';
import { SIN_TELEFONO_PARA_WHATSAPP } from '../domain/telefono.js';
import { telefonoSchema } from './telefono.js';

/** The barber's private feed (decision 019): the https address and the same one as webcal://. */
export const feedCalendarioSchema = z.object({ url: z.string(), webcal: z.string() });
export type FeedCalendario = z.infer<typeof feedCalendarioSchema>;

/** Whether the barber gets the day's agenda by mail: the switch's body and the answer. */
export const agendaDiariaSchema = z.object({
  agendaDiaria: z.boolean({ error: 'Indica si quieres recibir la agenda diaria' }),
});
export type AgendaDiaria = z.infer<typeof agendaDiariaSchema>;

/** What the barber ticks to get their notices on WhatsApp; stored word for word with the time (decision 036). */
export const CONSENTIMIENTO_WHATSAPP_BARBERO =
  'Acepto recibir por WhatsApp un aviso de cada reserva, cambio y cancelación de mi agenda. Puedo darme de baja respondiendo BAJA.';

/**
 * The barber's instant notices (decision 036): the switch (mail, default on), and the phone with its
 * WhatsApp consent. The body of PUT /api/users/:id/avisos and its answer.
 */
export const avisosBarberoSchema = z
  .object({
    avisosAlInstante: z.boolean({ error: 'Indica si quieres recibir los avisos al instante.' }),
    telefono: telefonoSchema,
    consentimientoWhatsapp: z.boolean({ error: 'El consentimiento de WhatsApp debe ser sí o no.' }),
  })
  .superRefine((v, ctx) => {
    if (v.consentimientoWhatsapp && !v.telefono)
      ctx.addIssue({ code: 'custom', path: ['telefono'], message: SIN_TELEFONO_PARA_WHATSAPP });
  });
export type AvisosBarbero = z.output<typeof avisosBarberoSchema>;
export type AvisosBarberoInput = z.input<typeof avisosBarberoSchema>;
export const avisosBarberoRespuesta = z.object({
  avisosAlInstante: z.boolean(),
  telefono: z.string().nullable(),
  consentimientoWhatsapp: z.boolean(),
});
