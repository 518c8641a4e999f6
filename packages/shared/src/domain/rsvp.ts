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

/**
 * An answer as the places count it (docs/decisions/023): confirmed (`confirmadoEn` set), or waiting for its
 * mail, which holds places only until `retieneHasta` (a few minutes; null: it holds none). One e-mail has
 * at most one of each.
 */
export interface RsvpQueCuenta {
  email: string;
  status: string;
  amount: number;
  confirmadoEn: Date | null;
  retieneHasta: Date | null;
}

/** An event's places taken, the two kinds apart. */
export interface CuposDelEvento {
  /** By confirmed answers. */
  confirmados: number;
  /** Held for a few minutes by answers waiting for their mail, on top of their e-mail's confirmed ones. */
  retenidos: number;
}

/** People an answer brings: its amount when it says it will come, none otherwise. */
const personas = (r: { status: string; amount: number } | undefined) =>
  r?.status === 'confirmed' ? r.amount : 0;

/**
 * The places an event's answers take at `ahora`, leaving out the e-mail `sin` (the one answering now). A
 * waiting change of a confirmed answer holds only the places it adds: its e-mail's confirmed ones already count.
 */
export function cuposDelEvento(rsvps: readonly RsvpQueCuenta[], ahora: Date, sin?: string): CuposDelEvento {
  const fuera = sin?.toLowerCase();
  const confirmadas = new Map<string, number>();
  let confirmados = 0;
  for (const r of rsvps) {
    const email = r.email.toLowerCase();
    if (!r.confirmadoEn || email === fuera) continue;
    confirmados += personas(r);
    confirmadas.set(email, personas(r));
  }
  let retenidos = 0;
  for (const r of rsvps) {
    const email = r.email.toLowerCase();
    if (r.confirmadoEn || email === fuera || !r.retieneHasta) continue;
    if (r.retieneHasta.getTime() <= ahora.getTime()) continue;
    retenidos += Math.max(0, personas(r) - (confirmadas.get(email) ?? 0));
  }
  return { confirmados, retenidos };
}

export interface RespuestaRsvp {
  status: string;
  amount: number;
  payload: Record<string, string | boolean>;
}

/** Same status, amount and field values: sending it again changes nothing. */
export function mismaRespuesta(a: RespuestaRsvp, b: RespuestaRsvp): boolean {
  const claves = Object.keys(a.payload);
  return (
    a.status === b.status &&
    a.amount === b.amount &&
    claves.length === Object.keys(b.payload).length &&
    claves.every((k) => Object.hasOwn(b.payload, k) && a.payload[k] === b.payload[k])
  );
}

export interface ReglasRsvp {
  max: number;
  dobleOptIn: boolean;
  /** The share (0–100) of the event's places that waiting answers may hold at once. */
  porcentajeRetenible: number;
}

export type PlanRsvp =
  | { accion: 'sin-cambios' }
  | { accion: 'agotado' }
  | { accion: 'confirmar' }
  | { accion: 'esperar'; retiene: boolean };

/**
 * What becomes of an answer (docs/decisions/023):
 * - `sin-cambios`: the e-mail's confirmed answer already says this.
 * - `agotado`: confirmed answers of other e-mails leave too few places; waiting ones never cause this.
 * - `confirmar`: takes effect now: a first answer of this e-mail to an event without double opt-in, while
 *   the places free of holds are enough.
 * - `esperar`: waits for its e-mail's confirmation (double opt-in, a change to a confirmed answer, or places
 *   free only once holds lapse), meanwhile the confirmed answer stays as it was. It holds the places it adds
 *   (`retiene`) when they are free and the event's holds stay within `porcentajeRetenible`; otherwise it
 *   holds none and enters on confirmation if places remain.
 */
export function planDeRespuesta(
  reglas: ReglasRsvp,
  nueva: RespuestaRsvp,
  confirmada: RespuestaRsvp | undefined,
  otros: CuposDelEvento,
): PlanRsvp {
  if (confirmada && mismaRespuesta(nueva, confirmada)) return { accion: 'sin-cambios' };
  const pide = personas(nueva);
  // Saying no always fits, even on an event the admin shrank below its confirmed places.
  if (pide > 0 && pide > reglas.max - otros.confirmados) return { accion: 'agotado' };
  const libres = reglas.max - otros.confirmados - otros.retenidos;
  if (!reglas.dobleOptIn && !confirmada && (pide === 0 || pide <= libres)) return { accion: 'confirmar' };
  const extra = pide - personas(confirmada);
  const retenible = Math.floor((reglas.max * reglas.porcentajeRetenible) / 100);
  return { accion: 'esperar', retiene: extra > 0 && extra <= libres && otros.retenidos + extra <= retenible };
}

/**
 * A waiting answer takes effect only if its people fit beside the other e-mails' confirmed and held places.
 * One that still holds always fits: its places were kept out of everyone else's count.
 */
export function cabeAlConfirmar(
  max: number,
  pendiente: { status: string; amount: number },
  otros: CuposDelEvento,
): boolean {
  const pide = personas(pendiente);
  // Saying no always fits, even on an event the admin shrank below its confirmed places.
  return pide === 0 || pide <= max - otros.confirmados - otros.retenidos;
}
