import { z } from 'zod';

/** The barber's private feed (decision 019): the https address and the same one as webcal://. */
export const feedCalendarioSchema = z.object({ url: z.string(), webcal: z.string() });
export type FeedCalendario = z.infer<typeof feedCalendarioSchema>;

/** Whether the barber gets the day's agenda by mail: the switch's body and the answer. */
export const agendaDiariaSchema = z.object({
  agendaDiaria: z.boolean({ error: 'Indica si quieres recibir la agenda diaria' }),
});
export type AgendaDiaria = z.infer<typeof agendaDiariaSchema>;
