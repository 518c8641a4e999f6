import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { rolSchema } from './auth.js';
import { idSchema } from './comunes.js';
import { MENSAJES } from './errores.js';

/**
 * Accounts: registration, logout, forgotten and reset password (spec 001 §5 and §8). The messages are
 * the spec's; the same schemas check the forms and the routes.
 */
export const MINIMO_CONTRASENA = 8;

const DATOS_OBLIGATORIOS = 'Todos los datos son obligatorios';
const CAMPOS_OBLIGATORIOS = 'Todos los campos son obligatorios';
const NO_COINCIDEN = 'Las contraseñas no coinciden';
const CORTA = `La contraseña debe tener al menos ${MINIMO_CONTRASENA} caracteres`;
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

const obligatorio = (mensaje: string, max: number) =>
  z
    .string({ error: mensaje })
    .trim()
    .min(1, { error: mensaje })
    .max(max, { error: 'El texto es demasiado largo.' });

const contrasena = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .min(1, { error: mensaje })
    .min(MINIMO_CONTRASENA, { error: CORTA })
    .max(200, { error: 'La contraseña no puede tener más de 200 caracteres.' })
    .refine((p) => !esContrasenaComun(p), { error: CONTRASENA_COMUN });

const correo = (mensaje: string) =>
  obligatorio(mensaje, 254).pipe(z.email({ error: 'El correo no es válido.' }));

function coinciden(v: { password: string; password2: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.password2)
    ctx.addIssue({ code: 'custom', path: ['password2'], message: NO_COINCIDEN });
}

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

/** POST /api/auth/logout: the refresh token is the proof; its whole family is revoked. */
export const logoutInput = z.object({
  refreshToken: z.string({ error: 'Falta el token de renovación.' }).min(1).max(200),
});

/** POST /api/auth/forgot-password. */
export const olvidoContrasenaInput = z.object({ email: correo('Debes ingresar tu correo') });
export type OlvidoContrasenaInput = z.infer<typeof olvidoContrasenaInput>;

/** /api/auth/reset-password/{id}/{token}: uid and token of the e-mailed link. */
export const restablecerParams = z.object({
  id: idSchema,
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'El enlace para cambiar la contraseña no es válido.' }),
});

/** POST /api/auth/reset-password/{id}/{token}. */
export const restablecerContrasenaInput = z
  .object({
    password: contrasena(CAMPOS_OBLIGATORIOS),
    password2: z.string({ error: CAMPOS_OBLIGATORIOS }).min(1, { error: CAMPOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden);
export type RestablecerContrasenaInput = z.infer<typeof restablecerContrasenaInput>;

/** GET /api/auth/reset-password/{id}/{token}: the link is valid; whose account it is. */
export const verificarEnlaceRespuesta = z.object({ email: z.string() });
export type VerificarEnlaceRespuesta = z.infer<typeof verificarEnlaceRespuesta>;

export const MENSAJES_CUENTA = {
  registrado: 'Usuario creado correctamente',
  correoEnviado: 'Se ha enviado un correo con las instrucciones para cambiar tu contraseña',
  contrasenaCambiada: 'Contraseña cambiada con éxito, ya puedes iniciar sesión',
  sesionCerrada: 'Sesión cerrada.',
} as const;
