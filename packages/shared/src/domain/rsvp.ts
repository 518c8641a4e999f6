import type { CampoRsvp } from '../contracts/eventos.js';

/** Spec 001 §5: values are trimmed and stripped of tags. */
export function limpiarValor(valor: string): string {
  return valor.replace(/<[^>]*>?/g, '').trim();
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,70}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Spec 001 §9: an e-mail of at most 80 characters, local part at most 70. */
export function esEmailValido(email: string): boolean {
  return email.length <= 80 && EMAIL.test(email);
}

export type FallaCampos = { falla: 'requerido' | 'email'; campo: string };

/**
 * The custom field values an RSVP keeps, by the rules of spec §5: only the event's own named fields;
 * hidden ones take the event's default (the visitor cannot change them); numbers keep digits only;
 * required text, number and checkbox fields must be filled; an e-mail must be valid; a radio group
 * needs one of its own labels.
 */
export function validarCampos(
  campos: CampoRsvp[],
  payload: Record<string, unknown>,
): { valores: Record<string, string | boolean> } | FallaCampos {
  const valores: Record<string, string | boolean> = {};
  const radios = new Map<string, { opciones: string[]; requerido: boolean }>();
  for (const campo of campos) {
    if (!campo.name || campo.type === 'label') continue;
    const crudo = payload[campo.name];
    if (campo.type === 'radio') {
      const grupo = radios.get(campo.name) ?? { opciones: [], requerido: false };
      grupo.opciones.push(campo.label);
      radios.set(campo.name, grupo);
      continue;
    }
    if (campo.type === 'hidden') {
      valores[campo.name] = typeof campo.default === 'string' ? limpiarValor(campo.default) : '';
      continue;
    }
    if (campo.type === 'checkbox') {
      const marcado = crudo === true || crudo === 'true' || crudo === 'on';
      if (campo.required && !marcado) return { falla: 'requerido', campo: campo.name };
      valores[campo.name] = marcado;
      continue;
    }
    let valor = typeof crudo === 'string' || typeof crudo === 'number' ? limpiarValor(String(crudo)) : '';
    if (campo.type === 'number') valor = valor.replace(/\D/g, '');
    if (campo.required && !valor) return { falla: 'requerido', campo: campo.name };
    if (campo.type === 'email' && valor && !esEmailValido(valor))
      return { falla: 'email', campo: campo.name };
    valores[campo.name] = valor.slice(0, 500);
  }
  for (const [nombre, grupo] of radios) {
    const crudo = payload[nombre];
    const valor = typeof crudo === 'string' ? limpiarValor(crudo) : '';
    if (!grupo.opciones.includes(valor)) return { falla: 'requerido', campo: nombre };
    valores[nombre] = valor;
  }
  return { valores };
}

/** Places held: confirmed answers count their amount; a pending double opt-in holds its places until it lapses. */
export interface RsvpQueCuenta {
  status: string;
  amount: number;
  confirmadoEn: Date | null;
  expiraEn: Date | null;
}

export function cuposTomados(rsvps: RsvpQueCuenta[], ahora: Date): number {
  let total = 0;
  for (const r of rsvps) {
    if (r.status !== 'confirmed') continue;
    if (r.confirmadoEn || (r.expiraEn && r.expiraEn.getTime() > ahora.getTime())) total += r.amount;
  }
  return total;
}
