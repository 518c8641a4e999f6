import { dictionary } from '@zxcvbn-ts/language-common';
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

export const CONTRASENA_COMUN =
  'Esa contraseña es de las más usadas y se adivina en segundos. Elige otra menos común.';

/**
 * zxcvbn-ts's list of the ~49,000 most used passwords (leaked-password frequency lists), maintained
 * upstream; only the ones long enough to pass the 8-character rule matter. Built on first use, so a page
 * that never checks a password never pays for it.
 */
let comunes: Set<string> | undefined;
export function esContrasenaComun(password: string): boolean {
  comunes ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= MINIMO_CONTRASENA));
  return comunes.has(password.toLowerCase());
}

const contrasena = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .min(1, { error: mensaje })
    .min(MINIMO_CONTRASENA, { error: CORTA })
    .max(200, { error: 'La contraseña no puede tener más de 200 caracteres.' })
    .refine((p) => !esContrasenaComun(p), { error: CONTRASENA_COMUN });

/** The token of an invitation link (`/register?invitacion=…`): 256 random bits, base64url. */
const invitacionSchema = z
  .string({ error: MENSAJES.CORREO_SIN_ACCESO })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: MENSAJES.CORREO_SIN_ACCESO });

/**
 * POST /api/auth: the spec's body plus the invitation's token. `rol` is accepted for the spec's call
 * and ignored: the role always comes from the invitation (docs/decisions/020).
 */
export const registroInput = z.object({
  nombre: obligatorio(DATOS_OBLIGATORIOS, 100),
  email: correo(DATOS_OBLIGATORIOS),
  password: contrasena(DATOS_OBLIGATORIOS),
  rol: rolSchema.optional(),
  invitacion: invitacionSchema,
});
export type RegistroInput = z.infer<typeof registroInput>;

/** The registration form: the route's schema plus the repeated password, which only the form checks. */
export const registroFormulario = registroInput
  .extend({
    password2: z.string({ error: DATOS_OBLIGATORIOS }).min(1, { error: DATOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden);

/** POST /api/auth/reset-password/{id}/{token}. */
export const restablecerContrasenaInput = z
  .object({
    password: contrasena(CAMPOS_OBLIGATORIOS),
    password2: z.string({ error: CAMPOS_OBLIGATORIOS }).min(1, { error: CAMPOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden);
export type RestablecerContrasenaInput = z.infer<typeof restablecerContrasenaInput>;
