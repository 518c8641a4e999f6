import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as diccionarioEs } from '@zxcvbn-ts/language-es-es';
import { z } from 'zod';
import { rolSchema } from './auth.js';
import {
  CAMPOS_OBLIGATORIOS,
  CORTA,
  coinciden,
  correo,
  DATOS_OBLIGATORIOS,
  MINIMO_CONTRASENA,
  obligatorio,
} from './cuenta.js';
import { MENSAJES } from './errores.js';

/*
 * The schemas that take a new password (registration, reset), apart from the rest of cuenta.ts so only
 * the pages that check a password load the list of common ones (a few hundred KB, lazy account chunks).
 */

export const CONTRASENA_DEBIL =
  'Esa contraseña es fácil de adivinar. Usa una frase de tres o cuatro palabras, o mezcla palabras, números y símbolos.';

/** zxcvbn's score (0–4) a new password must reach: 3 is «safely unguessable» for an online attacker. */
export const PUNTAJE_MINIMO = 3;

/**
 * zxcvbn-ts estimates how many guesses a password takes, against its lists of the most used passwords
 * (leaked-password frequency lists), English and Spanish words, names, keyboard patterns, dates and
 * repetitions (`aaaaaaaa` scores 0), maintained upstream. Built on first use, so a page that never checks
 * a password never pays for it (a few hundred KB, in the lazy account chunks).
 */
let zxcvbn: ZxcvbnFactory | undefined;
export function esContrasenaDebil(password: string, datosPropios: readonly string[] = []): boolean {
  zxcvbn ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...dictionary, ...diccionarioEs },
  });
  // The person's own name and e-mail count as known words: «diego2026» is weak for Diego.
  const propios = datosPropios
    .flatMap((d) => d.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((d) => d.length > 2);
  return zxcvbn.check(password, propios).score < PUNTAJE_MINIMO;
}

const contrasena = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .min(1, { error: mensaje })
    .min(MINIMO_CONTRASENA, { error: CORTA })
    .max(200, { error: 'La contraseña no puede tener más de 200 caracteres.' });

/** The strength rule, where the person's name and e-mail are known (registration) or not (a reset). */
const contrasenaFuerte =
  (datosPropios: (v: { password: string; nombre?: string; email?: string }) => string[]) =>
  (v: { password: string; nombre?: string; email?: string }, ctx: z.RefinementCtx) => {
    if (v.password.length >= MINIMO_CONTRASENA && esContrasenaDebil(v.password, datosPropios(v))) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: CONTRASENA_DEBIL });
    }
  };

/** The token of an invitation link (`/register?invitacion=…`): 256 random bits, base64url. */
const invitacionSchema = z
  .string({ error: MENSAJES.CORREO_SIN_ACCESO })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: MENSAJES.CORREO_SIN_ACCESO });

/**
 * POST /api/auth: the spec's body plus the invitation's token. `rol` is accepted for the spec's call
 * and ignored: the role always comes from the invitation (docs/decisions/020).
 */
export const registroInput = z
  .object({
    nombre: obligatorio(DATOS_OBLIGATORIOS, 100),
    email: correo(DATOS_OBLIGATORIOS),
    password: contrasena(DATOS_OBLIGATORIOS),
    rol: rolSchema.optional(),
    invitacion: invitacionSchema,
  })
  .superRefine(contrasenaFuerte((v) => [v.nombre ?? '', v.email ?? '']));
export type RegistroInput = z.infer<typeof registroInput>;

/** The registration form: the route's schema plus the repeated password, which only the form checks. */
export const registroFormulario = registroInput
  .safeExtend({
    password2: z.string({ error: DATOS_OBLIGATORIOS }).min(1, { error: DATOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden);

/** POST /api/auth/reset-password/{id}/{token}. */
export const restablecerContrasenaInput = z
  .object({
    password: contrasena(CAMPOS_OBLIGATORIOS),
    password2: z.string({ error: CAMPOS_OBLIGATORIOS }).min(1, { error: CAMPOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden)
  .superRefine(contrasenaFuerte(() => []));
export type RestablecerContrasenaInput = z.infer<typeof restablecerContrasenaInput>;
