import { z } from 'zod';
import { largoDelRango } from '../domain/rango.js';
import { isLocalDate } from '../domain/zona.js';

/** A required day, read by `dia`: missing or blank answers `mensaje`. */
const diaObligatorio = <T extends z.ZodType<string, string>>(mensaje: string, dia: T) =>
  z.string({ error: mensaje }).trim().min(1, { error: mensaje }).pipe(dia);

/** `desde` and `hasta` of a range of days, each read by `dia` (a range's two ends, both included). */
export const camposRango = <T extends z.ZodType<string, string>>(dia: T) => ({
  desde: diaObligatorio('La fecha de inicio es obligatoria.', dia),
  hasta: diaObligatorio('La fecha de término es obligatoria.', dia),
});

/** The check of a range: `hasta` not before `desde`, and at most `maximo` days (else `demasiadoLargo`). */
export const validarRango =
  (maximo: number, demasiadoLargo: string) => (v: { desde: string; hasta: string }, ctx: z.RefinementCtx) => {
    // A day that did not parse already has its message.
    if (!isLocalDate(v.desde) || !isLocalDate(v.hasta)) return;
    const largo = largoDelRango(v.desde, v.hasta);
    if (largo === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['hasta'],
        message: 'La fecha de término debe ser igual o posterior a la fecha de inicio.',
      });
    } else if (largo > maximo) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: demasiadoLargo });
    }
  };
