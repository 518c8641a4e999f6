import { z } from 'zod';
import { emailSchema } from './comunes.js';

export const correoInput = z.object({
  email: emailSchema,
  asunto: z
    .string({ error: 'El asunto es obligatorio.' })
    .trim()
    .min(1, { error: 'El asunto es obligatorio.' })
    .max(200, { error: 'El asunto es demasiado largo.' }),
  mensaje: z
    .string({ error: 'El mensaje es obligatorio.' })
    .trim()
    .min(1, { error: 'El mensaje es obligatorio.' })
    .max(10_000, { error: 'El mensaje es demasiado largo.' }),
});
