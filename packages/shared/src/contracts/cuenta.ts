import { z } from 'zod';
import { idSchema } from './comunes.js';

/**
 * Accounts: registration, logout, forgotten and reset password (spec 001 §5 and §8). The messages are
 * the spec's; the same schemas check the forms and the routes.
 */
export const MINIMO_CONTRASENA = 8;

const DATOS_OBLIGATORIOS = 'Todos los datos son obligatorios';
const CAMPOS_OBLIGATORIOS = 'Todos los campos son obligatorios';
const NO_COINCIDEN = 'Las contraseñas no coinciden';
const CORTA = `La contraseña debe tener al menos ${MINIMO_CONTRASENA} caracteres`;

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
    .max(200, { error: 'La contraseña no puede tener más de 200 caracteres.' });

const correo = (mensaje: string) =>
  obligatorio(mensaje, 254).pipe(z.email({ error: 'El correo no es válido.' }));

function coinciden(v: { password: string; password2: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.password2)
    ctx.addIssue({ code: 'custom', path: ['password2'], message: NO_COINCIDEN });
}

/** POST /api/auth. The role comes from the access entry of that e-mail, never from the form. */
export const registroInput = z
  .object({
    nombre: obligatorio(DATOS_OBLIGATORIOS, 100),
    email: correo(DATOS_OBLIGATORIOS),
    password: contrasena(DATOS_OBLIGATORIOS),
    password2: z.string({ error: DATOS_OBLIGATORIOS }).min(1, { error: DATOS_OBLIGATORIOS }).max(200),
  })
  .superRefine(coinciden);
export type RegistroInput = z.infer<typeof registroInput>;

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
