// First: zod's settings before any schema is built.
import './sin-eval.js';
import { z } from 'zod';

export const loginInput = z.object({
  email: z
    .string({ error: 'Todos los campos son obligatorios' })
    .trim()
    .min(1, { error: 'Todos los campos son obligatorios' })
    .max(254),
  password: z
    .string({ error: 'Todos los campos son obligatorios' })
    .min(1, { error: 'Todos los campos son obligatorios' })
    .max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const rolSchema = z.enum(['admin', 'barbero']);
export type Rol = z.infer<typeof rolSchema>;

export const perfilSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  email: z.string(),
  activo: z.boolean(),
  rol: rolSchema,
});
export type Perfil = z.infer<typeof perfilSchema>;

export const loginRespuesta = perfilSchema.extend({ token: tokensSchema });
export type LoginRespuesta = z.infer<typeof loginRespuesta>;

export const refreshInput = z.object({
  refreshToken: z.string({ error: 'Falta el token de renovación.' }).min(1).max(200),
});
