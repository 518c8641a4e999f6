import { z } from 'zod';
import { rolSchema } from './auth.js';
import { correoObligatorio, idSchema } from './comunes.js';

/** Permission to register (spec 001 §3 Acceso): the e-mail may create one account with that role. */
export const accesoSchema = z.object({ _id: idSchema, email: z.string(), rol: rolSchema });
export type Acceso = z.infer<typeof accesoSchema>;

const OBLIGATORIOS = 'Todos los campos son obligatorios';

/** POST /api/accesos. */
export const accesoInput = z.object({
  email: correoObligatorio(OBLIGATORIOS),
  rol: z.enum(['admin', 'barbero'], { error: 'El rol debe ser admin o barbero.' }),
});
export type AccesoInput = z.infer<typeof accesoInput>;

/** GET /api/accesos/validar/{email}: a list of zero or one entries (the spec's shape). */
export const validarAccesoRespuesta = z.array(accesoSchema);
