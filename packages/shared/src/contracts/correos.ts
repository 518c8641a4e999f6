import { z } from 'zod';
import { emailSchema, textoObligatorio } from './comunes.js';

export const correoInput = z.object({
  email: emailSchema,
  asunto: textoObligatorio('El asunto es obligatorio.', 200, 'El asunto es demasiado largo.'),
  mensaje: textoObligatorio('El mensaje es obligatorio.', 10_000, 'El mensaje es demasiado largo.'),
});
