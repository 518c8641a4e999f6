import { z } from 'zod';
import { CUALQUIERA } from '../domain/cualquiera.js';
import {
  emailSchema,
  idSchema,
  localDateSchema,
  localTimeSchema,
  nombrePersonaSchema,
  textoObligatorio,
} from './comunes.js';
import { serviciosAdicionalesSchema } from './fechas.js';
import { contactoWhatsapp, exigirTelefonoParaWhatsapp } from './telefono.js';

/**
 * The waitlist of a full day (issue 24, decision 043). A client joins from the hour screen when the chosen
 * day has no free hour for the chosen services; when an hour frees, the first person whose services fit gets
 * it held for a few minutes and a personal link to book it. Docs: docs/api.md «Lista de espera».
 */
export const unirseListaEsperaInput = z
  .object({
    /** The day record the hour screen shows (its `fechaId`); with «Cualquiera», any barber of that day. */
    fechaId: idSchema,
    barbero: z.literal(CUALQUIERA, { error: 'El barbero no es válido.' }).optional(),
    servicio: textoObligatorio('El servicio es obligatorio.', 80, 'El servicio no es válido.'),
    serviciosAdicionales: serviciosAdicionalesSchema.optional(),
    nombre: nombrePersonaSchema,
    email: emailSchema,
    /** Optional Chilean mobile and the WhatsApp box (decision 035): the offer then goes by WhatsApp too. */
    ...contactoWhatsapp,
  })
  .superRefine(exigirTelefonoParaWhatsapp);
export type UnirseListaEsperaInput = z.input<typeof unirseListaEsperaInput>;
/** As the route reads it: the phone in E.164 or null. */
export type UnirseListaEspera = z.output<typeof unirseListaEsperaInput>;

/** The hour held for one person of the list: theirs to book until `venceEn`. */
export const ofertaEsperaSchema = z.object({
  fechaId: idSchema,
  horaInicio: localTimeSchema,
  horaFin: localTimeSchema,
  barbero: z.string(),
  /** ISO instant: after it the hour goes to the next person and this entry leaves the list. */
  venceEn: z.string(),
});
export type OfertaEspera = z.infer<typeof ofertaEsperaSchema>;

/** One entry as its owner sees it (GET /api/lista-espera/{id} with its proof). */
export const entradaEsperaSchema = z.object({
  _id: idSchema,
  dia: localDateSchema,
  nombre: z.string(),
  email: z.string(),
  /** The whole block's name: «Corte de pelo + Barba». */
  servicio: z.string(),
  /** The barber asked for, or null for «Cualquiera». */
  barbero: z.string().nullable(),
  /**
   * The joining mail's link was opened (decision 053): only then does the entry count, stand in line and
   * get offers; one left unconfirmed goes after LISTA_ESPERA_MINUTOS_PARA_CONFIRMAR.
   */
  confirmada: z.boolean(),
  /** Confirmed people ahead in this day's list. */
  delante: z.number().int(),
  oferta: ofertaEsperaSchema.nullable(),
});
export type EntradaEspera = z.infer<typeof entradaEsperaSchema>;

export const unirseListaEsperaRespuesta = z.object({
  msg: z.string(),
  entrada: entradaEsperaSchema,
  /**
   * Proof of this entry (own audience), sent back in `X-Token-Espera`. It does not confirm the entry: only
   * the joining mail's link does, since whoever typed the address may not own it (decision 053).
   */
  tokenEspera: z.string(),
});

/** POST /api/lista-espera/{id}/confirmar with the joining mail's proof: «Listo: quedaste en la lista…». */
export const confirmarListaEsperaRespuesta = z.object({
  msg: z.string(),
  entrada: entradaEsperaSchema,
});
