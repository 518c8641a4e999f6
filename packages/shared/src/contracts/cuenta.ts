import { z } from 'zod';
import { idSchema, textoObligatorio } from './comunes.js';

/**
 * Accounts: registration, logout, forgotten and reset password (spec 001 §5 and §8). The messages are
 * the spec's; the same schemas check the forms and the routes.
 */
export const MINIMO_CONTRASENA = 8;

export const DATOS_OBLIGATORIOS = 'Todos los datos son obligatorios';
export const CAMPOS_OBLIGATORIOS = 'Todos los campos son obligatorios';
const NO_COINCIDEN = 'Las contraseñas no coinciden';
export const CORTA = `La contraseña debe tener al menos ${MINIMO_CONTRASENA} caracteres`;
export const obligatorio = (mensaje: string, max: number) =>
  textoObligatorio(mensaje, max, 'El texto es demasiado largo.');

export const correo = (mensaje: string) =>
  obligatorio(mensaje, 254).pipe(z.email({ error: 'El correo no es válido.' }));

export function coinciden(v: { password: string; password2: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.password2)
    ctx.addIssue({ code: 'custom', path: ['password2'], message: NO_COINCIDEN });
}

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

/** GET /api/auth/reset-password/{id}/{token}: the link is valid; whose account it is. */
export const verificarEnlaceRespuesta = z.object({ email: z.string() });
export type VerificarEnlaceRespuesta = z.infer<typeof verificarEnlaceRespuesta>;

export const MENSAJES_CUENTA = {
  registrado: 'Usuario creado correctamente',
  correoEnviado: 'Se ha enviado un correo con las instrucciones para cambiar tu contraseña',
  contrasenaCambiada: 'Contraseña cambiada con éxito, ya puedes iniciar sesión',
  sesionCerrada: 'Sesión cerrada.',
} as const;
