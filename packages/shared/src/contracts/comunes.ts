// First: zod's settings before any schema is built.
import './sin-eval.js';
import { z } from 'zod';
import { isLocalDate, isLocalTime } from '../domain/zona.js';

export const idSchema = z.uuid({ error: 'El identificador no es válido.' });
export const idParams = z.object({ id: idSchema });

export const localDateSchema = z
  .string({ error: 'La fecha es obligatoria.' })
  .refine(isLocalDate, { error: 'La fecha debe tener el formato AAAA-MM-DD.' });

export const localTimeSchema = z
  .string({ error: 'La hora es obligatoria.' })
  .refine(isLocalTime, { error: 'La hora debe tener el formato HH:MM (24 horas).' });

/** A required text, trimmed: missing or blank answers `obligatorio`, longer than `maximo` answers `largo`. */
export const textoObligatorio = (obligatorio: string, maximo: number, largo: string) =>
  z.string({ error: obligatorio }).trim().min(1, { error: obligatorio }).max(maximo, { error: largo });

/** A required text whose messages name it: "El título es obligatorio.", "… no puede tener más de N caracteres." */
export const campoObligatorio = (campo: string, maximo: number) =>
  textoObligatorio(
    `${campo} es obligatorio.`,
    maximo,
    `${campo} no puede tener más de ${maximo} caracteres.`,
  );

/** A required e-mail, with the message each form gives when it is missing (the spec's wording varies). */
export const correoObligatorio = (obligatorio: string) =>
  textoObligatorio(obligatorio, 254, 'El correo es demasiado largo.').pipe(
    z.email({ error: 'El correo no es válido.' }),
  );

export const emailSchema = correoObligatorio('El correo es obligatorio.');

/**
 * The client's name reaches the shop's mail and the barber's calendar: no line breaks or invisible
 * characters (which would let a "name" write its own lines in a mail), and no link (issue 9).
 */
export const nombrePersonaSchema = campoObligatorio('El nombre', 100)
  // Format characters too (bidi overrides), except the joiner inside emoji such as 👨‍👩‍👧.
  .refine((v) => !/[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/u.test(v), {
    error: 'El nombre no puede tener saltos de línea ni caracteres de control.',
  })
  .refine((v) => !/:\/\/|www\.|\.[a-z]{2,}\//i.test(v), { error: 'El nombre no puede incluir enlaces.' });

/**
 * A whole number given as a number or as a string of digits (what a form input holds). Unlike
 * z.coerce it refuses '', null, true and [] instead of reading them as 0 or 1.
 */
export function enteroSchema(mensajes: { requerido: string; entero: string }) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: mensajes.requerido }).int({ error: mensajes.entero }),
  );
}

/** A bound and the message given when a number falls beyond it. */
type Limite = readonly [valor: number, mensaje: string];

/** An enteroSchema no lower than `minimo` and, when given, no higher than `maximo`. */
export function enteroEntre(mensajes: {
  requerido: string;
  entero: string;
  minimo: Limite;
  maximo?: Limite;
}) {
  const [minimo, menor] = mensajes.minimo;
  const numero = z.number().min(minimo, { error: menor });
  const acotado = mensajes.maximo ? numero.max(mensajes.maximo[0], { error: mensajes.maximo[1] }) : numero;
  return enteroSchema(mensajes).pipe(acotado);
}

export const mensajeSchema = z.object({ msg: z.string() });
