import { z } from 'zod';
import { enteroEntre } from './comunes.js';

/**
 * Deposits for bookings (issue 24, decision 044). A service's deposit is a fixed amount or a percentage of
 * its price; the shop's policy says until when a cancellation gets it back and what a late one costs.
 */
export const abonoDeServicioSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('monto'),
      valor: enteroEntre({
        requerido: 'El monto del abono es obligatorio.',
        entero: 'El abono debe ser un número entero de pesos.',
        minimo: [50, 'El abono mínimo que acepta Webpay es de $50.'],
        maximo: [10_000_000, 'El abono es demasiado alto.'],
      }),
    }),
    z.object({
      tipo: z.literal('porcentaje'),
      valor: enteroEntre({
        requerido: 'El porcentaje del abono es obligatorio.',
        entero: 'El porcentaje debe ser un número entero.',
        minimo: [1, 'El porcentaje debe ser al menos 1 %.'],
        maximo: [100, 'El porcentaje no puede superar el 100 %.'],
      }),
    }),
  ],
  { error: 'El tipo de abono debe ser un monto o un porcentaje.' },
);

/** The deposit as the answers write it (a response schema cannot run the input's coercions). */
export const abonoDeServicioRespuesta = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('monto'), valor: z.number().int() }),
  z.object({ tipo: z.literal('porcentaje'), valor: z.number().int() }),
]);
