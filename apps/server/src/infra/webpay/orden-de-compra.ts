import { randomBytes } from 'node:crypto';

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or copied by hand
 * has no 1/I/L or 0/O to confuse (issue 25).
 */
const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LARGO = 10;

/**
 * A buy_order: the prefix (BM- a sale by Webpay, EF- at the counter, BA- a booking's deposit) and 10 random characters in two groups
 * of five, «BM-7K3QX-9WD2M»: 14 characters (Webpay takes up to 26), short enough to read over the phone.
 * 32¹⁰ ≈ 10¹⁵ values: random, so one sale's code reveals nothing about another's, and two sales of a shop
 * this size never draw the same one in practice (the column is unique all the same). Codes made before
 * this change (16 base64url characters) stay as they were and stay valid: nothing reads their shape.
 */
export function nuevaOrden(
  prefijo: 'BM-' | 'EF-' | 'BA-',
  azar: (n: number) => Uint8Array = randomBytes,
): string {
  // 256 is a multiple of 32: each byte's low five bits are a uniform choice.
  const letras = Array.from(azar(LARGO), (b) => ALFABETO[b & 31]).join('');
  return `${prefijo}${letras.slice(0, 5)}-${letras.slice(5)}`;
}
