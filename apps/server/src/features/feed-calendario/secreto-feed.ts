import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The feed URL's secret (decision 019): HMAC-SHA256 of the barber and a random `semilla` under the
 * server's key, 256 bits in base64url. The database keeps the semilla and the secret's SHA-256, never
 * the secret: a copy of the database alone does not open any feed, and the profile can still show the
 * address (the server derives it again). A new semilla is a new secret: the old URL stops working.
 */
export const nuevaSemilla = () => randomBytes(32).toString('base64url');

export function derivarSecreto(clave: Uint8Array, barberoId: string, semilla: string): string {
  return createHmac('sha256', clave).update(`feed-calendario:${barberoId}:${semilla}`).digest('base64url');
}

export const hashDeSecreto = (secreto: string) => createHash('sha256').update(secreto).digest('hex');

/**
 * Compares digests of equal length with timingSafeEqual: the time taken says nothing about how much of a
 * guessed secret was right.
 */
export function secretoCoincide(presentado: string, hashGuardado: string): boolean {
  const a = Buffer.from(hashDeSecreto(presentado), 'hex');
  const b = Buffer.from(hashGuardado, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
