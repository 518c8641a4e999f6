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

/**
 * What no shop text may hold (issue 41): control characters (C0 and C1), lone surrogates and Unicode
 * non-characters. They show nothing on a page, and the shared picture's SVG is XML, where most of them
 * cannot be written at all (sharp refused it: /og.jpg answered 500). A text with paragraphs keeps its
 * line breaks.
 */
const INVISIBLES = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const INVISIBLES_SALVO_SALTOS = /(?!\n)[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
type Lineas = 'una' | 'varias';

/** The texts with paragraphs (a textarea in the form), by their path in the record. */
const TEXTOS_DE_TIENDA_CON_PARRAFOS = ['eslogan', 'inicio.lead', 'sobreNosotros.parrafos'] as const;

/** `esquema` refusing those characters, with a Spanish message that names the text. */
function sinInvisibles(esquema: z.ZodString, campo: string, lineas: Lineas) {
  const prohibidos = lineas === 'una' ? INVISIBLES : INVISIBLES_SALVO_SALTOS;
  const error =
    lineas === 'una'
      ? `${campo} no puede tener saltos de línea ni caracteres de control o no válidos.`
      : `${campo} no puede tener caracteres de control o no válidos.`;
  return esquema.refine((v) => !prohibidos.test(v), { error });
}

/**
 * A text with those characters left out, where one must be drawn or read anyway (a record saved before
 * the rule, the shared picture): tabs and line breaks become a space, except a paragraph's breaks.
 */
export function sinCaracteresInvisibles(texto: string, lineas: Lineas = 'una'): string {
  const conEspacios =
    lineas === 'una' ? texto.replace(/[\t\n\r]+/g, ' ') : texto.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  return conEspacios.replace(new RegExp(lineas === 'una' ? INVISIBLES : INVISIBLES_SALVO_SALTOS, 'gu'), '');
}

/**
 * The stored record with every text cleaned as above: read that way, a record saved before the rule
 * keeps the shop's facts instead of failing the schema and falling back to the defaults whole.
 */
export function tiendaSinInvisibles(datos: unknown, ruta = ''): unknown {
  if (typeof datos === 'string') {
    const parrafos = TEXTOS_DE_TIENDA_CON_PARRAFOS.some((r) => ruta === r || ruta.startsWith(`${r}.`));
    return sinCaracteresInvisibles(datos, parrafos ? 'varias' : 'una');
  }
  const dentro = (clave: string | number) => (ruta ? `${ruta}.${clave}` : String(clave));
  if (Array.isArray(datos)) return datos.map((d, i) => tiendaSinInvisibles(d, dentro(i)));
  if (datos && typeof datos === 'object')
    return Object.fromEntries(Object.entries(datos).map(([k, v]) => [k, tiendaSinInvisibles(v, dentro(k))]));
  return datos;
}

/** A required shop text: `campoObligatorio` without invisible characters. */
const textoDeTienda = (campo: string, maximo: number, lineas: Lineas = 'una') =>
  sinInvisibles(campoObligatorio(campo, maximo), campo, lineas);

/** An optional web address: empty means none; otherwise https only (the pages link to it). */
const enlaceOpcional = (campo: string) =>
  sinInvisibles(
    z
      .string({ error: `${campo} debe ser un texto.` })
      .trim()
      .max(300, { error: `${campo} no puede tener más de 300 caracteres.` }),
    campo,
    'una',
  ).refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
    error: `${campo} debe ser una dirección que empiece con https://.`,
  });

const textoOpcional = (campo: string, maximo: number) =>
  sinInvisibles(
    z
      .string({ error: `${campo} debe ser un texto.` })
      .trim()
      .max(maximo, { error: `${campo} no puede tener más de ${maximo} caracteres.` }),
    campo,
    'una',
  );

/**
 * The shop's own facts (issue 25): what every page, e-mail, calendar event and structured datum says of
 * the shop. GET /api/tienda answers it; PUT /api/tienda (admin) takes the whole record, checked by this
 * same schema in the form `/barbero/administrar/tienda` and on the server. Derived facts (the map's
 * links, the hours as lines, the WhatsApp link) are computed from it (domain/tienda.ts), never stored.
 */
export const tiendaSchema = z.object({
  nombre: textoDeTienda('El nombre de la barbería', 60),
  eslogan: textoDeTienda('El eslogan', 200, 'varias'),
  direccion: z.object({
    calle: textoDeTienda('La calle y número', 120),
    comuna: textoDeTienda('La comuna', 60),
    region: textoDeTienda('La región', 60),
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
  nuevasHoras: textoDeTienda('El aviso de nuevas horas', 160),
  /** «Desde el 1 de marzo nos cambiamos de local…»; empty hides the notice. */
  fechaCambioDireccion: textoOpcional('La fecha del cambio de local', 40),
  inicio: z.object({
    eyebrow: textoDeTienda('La línea sobre el título', 60),
    lead: textoDeTienda('El texto de bienvenida', 300, 'varias'),
  }),
  sobreNosotros: z.object({
    titulo: textoDeTienda('El título de «Sobre nosotros»', 100),
    parrafos: z
      .array(textoDeTienda('Cada párrafo', 600, 'varias'), { error: 'Escribe al menos un párrafo.' })
      .min(1, { error: 'Escribe al menos un párrafo.' })
      .max(4, { error: 'Son a lo más cuatro párrafos.' }),
  }),
  desarrollador: z.object({
    nombre: textoDeTienda('El nombre del desarrollador', 80),
    url: enlaceOpcional('El sitio del desarrollador'),
  }),
});
export type TiendaInput = z.input<typeof tiendaSchema>;
export type Tienda = z.infer<typeof tiendaSchema> & { whatsappNumero: string };

/** What GET /api/tienda answers (and the pages carry): the stored record, the phone already in E.164. */
export const tiendaRespuesta = tiendaSchema.extend({ whatsappNumero: z.string() });

/** PUT /api/tienda's answer. */
export const tiendaGuardada = z.object({ msg: z.string(), tienda: tiendaRespuesta });
