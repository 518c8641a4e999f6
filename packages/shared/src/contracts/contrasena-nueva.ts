import { z } from 'zod';
import { rolSchema } from './auth.js';
import { CONTRASENAS_COMUNES } from './contrasenas-comunes.js';
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
 * The forms that take a new password (registration, reset), as the page checks them: length, the repeated
 * password and a short list of the most used ones. The one judge of strength is the server's rule
 * (contrasena-fuerte.ts, zxcvbn-ts and its dictionaries), which the page never downloads (issue 42: those
 * dictionaries were 634 KB gzip on a phone); its refusal comes back under the same field.
 */

export const CONTRASENA_DEBIL =
  'Esa contraseña es fácil de adivinar. Usa una frase de tres o cuatro palabras, o mezcla palabras, números y símbolos.';

/** True for one of the most used passwords: one the server's rule refuses too (contrasenas-comunes.test.ts). */
export const esContrasenaComun = (password: string) => CONTRASENAS_COMUNES.has(password.toLowerCase());

export const contrasena = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .min(1, { error: mensaje })
    .min(MINIMO_CONTRASENA, { error: CORTA })
    .max(200, { error: 'La contraseña no puede tener más de 200 caracteres.' });

/** The token of an invitation link (`/register?invitacion=…`): 256 random bits, base64url. */
const invitacionSchema = z
  .string({ error: MENSAJES.CORREO_SIN_ACCESO })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: MENSAJES.CORREO_SIN_ACCESO });

/**
 * POST /api/auth's fields: the spec's body plus the invitation's token. `rol` is accepted for the spec's
 * call and ignored: the role always comes from the invitation (docs/decisions/020).
 */
export const registroCampos = z.object({
  nombre: obligatorio(DATOS_OBLIGATORIOS, 100),
  email: correo(DATOS_OBLIGATORIOS),
  password: contrasena(DATOS_OBLIGATORIOS),
  rol: rolSchema.optional(),
  invitacion: invitacionSchema,
});

/** POST /api/auth/reset-password/{id}/{token}'s fields. */
export const restablecerCampos = z
  .object({
    password: contrasena(CAMPOS_OBLIGATORIOS),
    password2: z.string({ error: CAMPOS_OBLIGATORIOS }).min(1, { error: CAMPOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden);

function noComun(v: { password: string }, ctx: z.RefinementCtx) {
  if (esContrasenaComun(v.password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: CONTRASENA_DEBIL });
  }
}

/** The registration form: the route's fields plus the repeated password, which only the form checks. */
export const registroFormulario = registroCampos
  .safeExtend({
    password2: z.string({ error: DATOS_OBLIGATORIOS }).min(1, { error: DATOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden)
  .superRefine(noComun);

/** The reset form. */
export const restablecerContrasenaFormulario = restablecerCampos.superRefine(noComun);
