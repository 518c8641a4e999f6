import { z } from 'zod';
import { emailSchema } from './comunes.js';

/**
 * The admin's access and deletion requests for one address (law 21.719). The e-mail travels in the
 * body, never the path, so it does not reach access logs.
 */
export const datosPersonalesInput = z.object({ email: emailSchema });
export type DatosPersonalesInput = z.infer<typeof datosPersonalesInput>;

export const exportacionDatosPersonales = z.object({
  email: z.string(),
  generadoEn: z.string(),
  horasAgendadas: z.array(
    z.object({
      _id: z.string(),
      inicio: z.string(),
      fin: z.string(),
      nombre: z.string(),
      email: z.string(),
      /** E.164, or null when the client gave no phone (decision 030). */
      telefono: z.string().nullable(),
      servicio: z.string(),
      /** The add-ons booked in the same block, in order (decision 037). */
      serviciosAdicionales: z.array(z.string()),
      creadoEn: z.string(),
    }),
  ),
  rsvps: z.array(
    z.object({
      eventoId: z.string(),
      email: z.string(),
      status: z.string(),
      amount: z.number().int(),
      payload: z.record(z.string(), z.union([z.string(), z.boolean()])),
      confirmadoEn: z.string().nullable(),
      creadoEn: z.string(),
    }),
  ),
  ventas: z.array(
    z.object({
      _id: z.string(),
      email: z.string(),
      productos: z.array(z.unknown()),
      precioTotal: z.number().int(),
      fecha: z.string(),
      status: z.string(),
      buyOrder: z.string(),
    }),
  ),
  correos: z.array(
    z.object({
      para: z.string(),
      asunto: z.string(),
      texto: z.string(),
      estado: z.string(),
      creadoEn: z.string(),
      enviadoEn: z.string().nullable(),
    }),
  ),
  resenas: z.array(
    z.object({
      _id: z.string(),
      estrellas: z.number().int(),
      comentario: z.string().nullable(),
      servicio: z.string(),
      dia: z.string(),
      estado: z.string(),
      creadoEn: z.string(),
    }),
  ),
  /** WhatsApp consent of the phones this address booked with (decision 035). */
  consentimientosWhatsapp: z.array(
    z.object({
      telefono: z.string(),
      texto: z.string(),
      otorgadoEn: z.string(),
      retiradoEn: z.string().nullable(),
    }),
  ),
  /** Hours the barber marked «No asistió» (issue 24). */
  inasistencias: z.array(z.object({ dia: z.string(), servicio: z.string(), creadoEn: z.string() })),
  /** Waitlist entries (issue 24): gone with their day, or by this deletion. */
  listaEspera: z.array(
    z.object({ dia: z.string(), nombre: z.string(), telefono: z.string().nullable(), creadoEn: z.string() }),
  ),
  /** Deposits paid for bookings (decision 044) and the credit left from them. */
  abonos: z.array(
    z.object({
      _id: z.string(),
      estado: z.string(),
      monto: z.number().int(),
      credito: z.number().int(),
      dia: z.string(),
      horaInicio: z.string(),
      servicio: z.string(),
      buyOrder: z.string().nullable(),
      creadoEn: z.string(),
    }),
  ),
  /** The credit's ledger (decision 051): each movement, + given or − spent; the balance is their sum. */
  creditos: z.array(
    z.object({
      tipo: z.enum(['apertura', 'credito', 'anulacion', 'gasto', 'devolucion']),
      monto: z.number().int(),
      creadoEn: z.string(),
    }),
  ),
  /** Consent to «Te toca volver» reminders (issue 25); null when never given. */
  consentimientoRegreso: z
    .object({
      texto: z.string(),
      otorgadoEn: z.string(),
      retiradoEn: z.string().nullable(),
      avisadoEn: z.string().nullable(),
    })
    .nullable(),
});
export type ExportacionDatosPersonales = z.infer<typeof exportacionDatosPersonales>;

export const eliminacionDatosPersonales = z.object({
  msg: z.string(),
  horasAgendadas: z.number().int(),
  rsvps: z.number().int(),
  ventasAnonimizadas: z.number().int(),
  correos: z.number().int(),
  resenas: z.number().int(),
});
export type EliminacionDatosPersonales = z.infer<typeof eliminacionDatosPersonales>;
