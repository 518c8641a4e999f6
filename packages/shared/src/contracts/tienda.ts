import { z } from 'zod';
import { campoObligatorio, correoObligatorio, localTimeSchema } from './comunes.js';
import { telefonoSchema } from './telefono.js';

/** One weekday's opening hours; `abre`/`cierra` are kept while closed so reopening a day keeps them. */
export const aperturaDelDiaSchema = z
  .object({
    abierto: z.boolean({ error: 'Indica si el día está abierto.' }),
    abre: localTimeSchema,
    cierra: localTimeSchema,
  })
  .refine((d) => !d.abierto || d.abre < d.cierra, {
    error: 'La hora de cierre debe ser posterior a la de apertura.',
    path: ['cierra'],
  });
export type AperturaDelDia = z.infer<typeof aperturaDelDiaSchema>;

/** An optional web address: empty means none; otherwise https only (the pages link to it). */
const enlaceOpcional = (campo: string) =>
  z
    .string({ error: `${campo} debe ser un texto.` })
    .trim()
    .max(300, { error: `${campo} no puede tener más de 300 caracteres.` })
    .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
      error: `${campo} debe ser una dirección que empiece con https://.`,
    });

const textoOpcional = (campo: string, maximo: number) =>
  z
    .string({ error: `${campo} debe ser un texto.` })
    .trim()
    .max(maximo, { error: `${campo} no puede tener más de ${maximo} caracteres.` });

/**
 * The shop's own facts (issue 25): what every page, e-mail, calendar event and structured datum says of
 * the shop. GET /api/tienda answers it; PUT /api/tienda (admin) takes the whole record, checked by this
 * same schema in the form `/barbero/administrar/tienda` and on the server. Derived facts (the map's
 * links, the hours as lines, the WhatsApp link) are computed from it (domain/tienda.ts), never stored.
 */
export const tiendaSchema = z.object({
  nombre: campoObligatorio('El nombre de la barbería', 60),
  eslogan: campoObligatorio('El eslogan', 200),
  direccion: z.object({
    calle: campoObligatorio('La calle y número', 120),
    comuna: campoObligatorio('La comuna', 60),
    region: campoObligatorio('La región', 60),
    codigoPostal: z
      .string({ error: 'El código postal debe ser un texto.' })
      .trim()
      .refine((v) => v === '' || /^\d{7}$/.test(v), { error: 'El código postal de Chile tiene 7 dígitos.' }),
  }),
  geo: z.object({
    // Chile, Easter Island and the Antarctic territory included.
    lat: z
      .number({ error: 'La latitud debe ser un número.' })
      .min(-90, { error: 'La latitud debe estar en Chile (entre -90 y -17).' })
      .max(-17, { error: 'La latitud debe estar en Chile (entre -90 y -17).' }),
    lng: z
      .number({ error: 'La longitud debe ser un número.' })
      .min(-110, { error: 'La longitud debe estar en Chile (entre -110 y -66).' })
      .max(-66, { error: 'La longitud debe estar en Chile (entre -110 y -66).' }),
  }),
  email: correoObligatorio('El correo de contacto es obligatorio.'),
  whatsappNumero: telefonoSchema.refine((v) => v !== null, {
    error: 'El WhatsApp de la barbería es obligatorio.',
  }),
  redes: z.object({
    instagram: enlaceOpcional('El enlace de Instagram'),
    tiktok: enlaceOpcional('El enlace de TikTok'),
  }),
  horario: z
    .array(aperturaDelDiaSchema, { error: 'El horario debe tener los siete días.' })
    .length(7, { error: 'El horario debe tener los siete días.' }),
  nuevasHoras: campoObligatorio('El aviso de nuevas horas', 160),
  /** «Desde el 1 de marzo nos cambiamos de local…»; empty hides the notice. */
  fechaCambioDireccion: textoOpcional('La fecha del cambio de local', 40),
  inicio: z.object({
    eyebrow: campoObligatorio('La línea sobre el título', 60),
    lead: campoObligatorio('El texto de bienvenida', 300),
  }),
  sobreNosotros: z.object({
    titulo: campoObligatorio('El título de «Sobre nosotros»', 100),
    parrafos: z
      .array(campoObligatorio('Cada párrafo', 600), { error: 'Escribe al menos un párrafo.' })
      .min(1, { error: 'Escribe al menos un párrafo.' })
      .max(4, { error: 'Son a lo más cuatro párrafos.' }),
  }),
  desarrollador: z.object({
    nombre: campoObligatorio('El nombre del desarrollador', 80),
    url: enlaceOpcional('El sitio del desarrollador'),
  }),
});
export type TiendaInput = z.input<typeof tiendaSchema>;
export type Tienda = z.infer<typeof tiendaSchema> & { whatsappNumero: string };

/** What GET /api/tienda answers (and the pages carry): the stored record, the phone already in E.164. */
export const tiendaRespuesta = tiendaSchema.extend({ whatsappNumero: z.string() });

/** PUT /api/tienda's answer. */
export const tiendaGuardada = z.object({ msg: z.string(), tienda: tiendaRespuesta });
