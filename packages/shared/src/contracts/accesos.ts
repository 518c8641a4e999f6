import { z } from 'zod';
import { rolSchema } from './auth.js';
import { correoObligatorio, idSchema } from './comunes.js';

/**
 * Permission to register (spec 001 §3 Acceso): an invitation for the e-mail to create one account with
 * that role, until `expiraEn` (ISO instant).
 */
export const accesoSchema = z.object({
  _id: idSchema,
  email: z.string(),
  rol: rolSchema,
  expiraEn: z.string(),
});
export type Acceso = z.infer<typeof accesoSchema>;

/**
 * POST /api/accesos and POST /api/accesos/{id}/reenviar: the entry and its registration link
 * (`{PUBLIC_URL}/register?invitacion=…`), mailed to the address and shown once to the admin to copy.
 * Only the token's hash is stored, so the link cannot be shown again: sending a new one replaces it.
 */
export const invitacionCreada = accesoSchema.extend({ enlace: z.string() });
export type InvitacionCreada = z.infer<typeof invitacionCreada>;

const OBLIGATORIOS = 'Todos los campos son obligatorios';

/** POST /api/accesos. */
export const accesoInput = z.object({
  email: correoObligatorio(OBLIGATORIOS),
  rol: z.enum(['admin', 'barbero'], { error: 'El rol debe ser admin o barbero.' }),
});
export type AccesoInput = z.infer<typeof accesoInput>;

/** GET /api/accesos/validar/{email}: a list of zero or one entries (the spec's shape). */
export const validarAccesoRespuesta = z.array(accesoSchema);
