import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from 'zod';
import { SIN_TELEFONO_PARA_WHATSAPP } from '../domain/telefono.js';
import { METADATOS_CHILE } from './metadatos-telefono-chile.js';

export const MENSAJE_TELEFONO_INVALIDO =
  'El teléfono debe ser un celular chileno de 9 dígitos que empiece con 9, por ejemplo +56 9 1234 5678.';

/** Longer than any way of writing a Chilean mobile (spaces, dashes, parentheses, "+56", "0056"). */
const LARGO_MAXIMO = 30;

/**
 * The client's optional phone (decision 030): a Chilean mobile, written however people write it
 * ("+56 9 1234 5678", "9 1234 5678", "912345678", "(9) 8765-4321"), parsed with libphonenumber-js (Chile's
 * rules only, metadatos-telefono-chile.ts) and
 * kept in E.164 ("+56912345678"). Empty, missing or null means no phone (null). Chilean mobiles are the
 * nine-digit numbers that start with 9 (since 2016); landlines (2…, 3x…) and foreign numbers are refused,
 * because the phone is for the WhatsApp reminders of a later issue.
 */
export const telefonoSchema = z
  .unknown()
  // A booking without the field (the spec's call) is valid: optional on the way in, null on the way out.
  .optional()
  .transform((valor, ctx): string | null => {
    if (valor === undefined || valor === null) return null;
    const texto = typeof valor === 'string' ? valor.trim() : null;
    if (texto === '') return null;
    const numero =
      texto !== null && texto.length <= LARGO_MAXIMO
        ? parsePhoneNumberFromString(texto, 'CL', METADATOS_CHILE)
        : undefined;
    if (!numero?.isValid() || numero.country !== 'CL' || !/^9\d{8}$/.test(numero.nationalNumber)) {
      ctx.addIssue({ code: 'custom', message: MENSAJE_TELEFONO_INVALIDO });
      return z.NEVER;
    }
    return numero.number;
  });

/**
 * The phone and the box beside it, unticked by default: consent to WhatsApp messages about the client's hours
 * (law 21.719; decision 035), its text (CONSENTIMIENTO_WHATSAPP) stored with the time. The booking and the
 * waitlist take both fields and the rule below.
 */
export const contactoWhatsapp = {
  telefono: telefonoSchema,
  consentimientoWhatsapp: z.boolean({ error: 'El consentimiento de WhatsApp debe ser sí o no.' }).optional(),
};

/** The box means nothing without the number it is for. */
export function exigirTelefonoParaWhatsapp(
  v: { telefono: string | null; consentimientoWhatsapp?: boolean | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.consentimientoWhatsapp && !v.telefono)
    ctx.addIssue({ code: 'custom', path: ['telefono'], message: SIN_TELEFONO_PARA_WHATSAPP });
}
