import { z } from 'zod';
import { enteroEntre, idSchema } from './comunes.js';
import { agregarHoraAgendadaInput, horaAgendadaSchema } from './fechas.js';

export { abonoDeServicioRespuesta, abonoDeServicioSchema } from './abono-de-servicio.js';

export const politicaDeAbonosSchema = z.object({
  ventanaHoras: enteroEntre({
    requerido: 'La anticipación para cancelar es obligatoria.',
    entero: 'La anticipación debe ser un número entero de horas.',
    minimo: [0, 'La anticipación no puede ser negativa.'],
    maximo: [720, 'La anticipación no puede superar los 30 días.'],
  }),
  alCancelarTarde: z.enum(['retener', 'credito'], {
    error: 'Elige qué pasa con el abono si cancelan tarde o no vienen.',
  }),
  minutosParaPagar: enteroEntre({
    requerido: 'El tiempo para pagar es obligatorio.',
    entero: 'El tiempo para pagar debe ser un número entero de minutos.',
    minimo: [6, 'El tiempo para pagar debe ser de al menos 6 minutos (el formulario de Webpay dura 5).'],
    maximo: [60, 'El tiempo para pagar no puede superar los 60 minutos.'],
  }),
  inasistenciasParaAbono: enteroEntre({
    requerido: 'El número de inasistencias es obligatorio.',
    entero: 'Las inasistencias deben ser un número entero.',
    minimo: [0, 'Las inasistencias no pueden ser negativas.'],
    maximo: [20, 'Las inasistencias no pueden superar 20.'],
  }),
  porcentajePorInasistencias: enteroEntre({
    requerido: 'El porcentaje por inasistencias es obligatorio.',
    entero: 'El porcentaje debe ser un número entero.',
    minimo: [1, 'El porcentaje debe ser al menos 1 %.'],
    maximo: [100, 'El porcentaje no puede superar el 100 %.'],
  }),
});
export type PoliticaDeAbonosInput = z.infer<typeof politicaDeAbonosSchema>;

/** GET /api/abonos/politica: the same fields as written back (answers run no coercions). */
export const politicaDeAbonosRespuesta = z.object({
  ventanaHoras: z.number().int(),
  alCancelarTarde: z.enum(['retener', 'credito']),
  minutosParaPagar: z.number().int(),
  inasistenciasParaAbono: z.number().int(),
  porcentajePorInasistencias: z.number().int(),
});

/** What a booking asks for up front, sent with the 409 ABONO_REQUERIDO and shown before paying. */
export const cotizacionAbonoSchema = z.object({
  monto: z.number().int(),
  /** The client's credit from an earlier deposit that counts first; Webpay charges `aPagar`. */
  credito: z.number().int(),
  aPagar: z.number().int(),
  texto: z.string(),
});
export type CotizacionAbono = z.infer<typeof cotizacionAbonoSchema>;

/** POST /api/abonos: the booking exactly as PUT …/agregar-hora-agendada takes it, and its day record. */
export const iniciarAbonoInput = z.object({ fechaId: idSchema, hora: agregarHoraAgendadaInput });
export type IniciarAbonoInput = z.infer<typeof iniciarAbonoInput>;

/** `url` + `token`: the browser POSTs `token_ws` to Webpay. Both null when the client's credit paid it all. */
export const iniciarAbonoRespuesta = z.object({
  abonoId: idSchema,
  token: z.string().nullable(),
  url: z.string().nullable(),
});
export type IniciarAbonoRespuesta = z.infer<typeof iniciarAbonoRespuesta>;

export const ESTADOS_ABONO = [
  'PENDIENTE',
  'APROBADO',
  'PAGADO',
  'FALLIDA',
  'REEMBOLSO_PENDIENTE',
  'REEMBOLSADO',
  'RETENIDO',
  'CREDITO',
] as const;
export type EstadoAbono = (typeof ESTADOS_ABONO)[number];

/** Why a deposit did not end in a booking: the card was refused, the form left, or time ran out. */
export const MOTIVOS_ABONO_FALLIDO = ['rechazado', 'sin-terminar', 'vencido', 'hora-perdida'] as const;
export type MotivoAbonoFallido = (typeof MOTIVOS_ABONO_FALLIDO)[number];

/** GET /api/abonos/{id}: the page Webpay returns to (/agenda/abono/{id}); the id is the permission. */
export const abonoSchema = z.object({
  _id: idSchema,
  estado: z.enum(ESTADOS_ABONO),
  motivo: z.enum(MOTIVOS_ABONO_FALLIDO).nullable(),
  monto: z.number().int(),
  credito: z.number().int(),
  aPagar: z.number().int(),
  texto: z.string(),
  fechaId: idSchema,
  dia: z.string(),
  horaInicio: z.string(),
  horaFin: z.string(),
  barbero: z.string(),
  servicio: z.string(),
  /** Only to the request that proves the booked hour, or with the proof's one handout (decision 051). */
  nombre: z.string().nullable(),
  email: z.string().nullable(),
  /** Until when the hour is held while paying (ISO). */
  venceEn: z.string(),
  /** The booking, once paid; and the proof that opens «Ver mis horas» for it, while the hour lasts. */
  horaAgendada: horaAgendadaSchema.nullable(),
  tokenCliente: z.string().nullable(),
});
export type Abono = z.infer<typeof abonoSchema>;

/** What a cancellation did with the hour's deposit, when it had one. */
export const abonoAlCancelarSchema = z.object({
  estado: z.enum(['REEMBOLSADO', 'REEMBOLSO_PENDIENTE', 'RETENIDO', 'CREDITO']),
  monto: z.number().int(),
});
export type AbonoAlCancelar = z.infer<typeof abonoAlCancelarSchema>;
