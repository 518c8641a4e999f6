import { jwtVerify, SignJWT } from 'jose';
import { claveHmac } from '../../lib/clave-hmac.js';
import { AUDIENCIA_CLIENTE, esBajaAntigua } from '../fechas/index.js';

/**
 * The opt-out link's proof (issue 41): its own audience, so it only withdraws the «Te toca volver»
 * consent. A client proof (audience 'cliente', decision 018) is refused by it, and it by them: a link
 * that lives a year in a mailbox must not open, cancel or move anyone's hours.
 */
const AUDIENCIA = 'baja-regreso';
const ISSUER = 'barberia';

export async function firmarTokenBaja(email: string, expira: Date, secret: Uint8Array, ahora: Date) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email.toLowerCase())
    .setAudience(AUDIENCIA)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(ahora.getTime() / 1000))
    .setExpirationTime(Math.floor(expira.getTime() / 1000))
    .sign(await claveHmac(secret));
}

/**
 * The address an opt-out link covers, or null. Links mailed before issue 41 carry a year-long `correo`
 * proof instead: they still unsubscribe, and nothing else (`esBajaAntigua`), until they expire.
 */
export async function emailDeTokenBaja(token: string, secret: Uint8Array, ahora: Date) {
  try {
    const { payload } = await jwtVerify(token, await claveHmac(secret), {
      audience: [AUDIENCIA, AUDIENCIA_CLIENTE],
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ahora,
    });
    if (typeof payload.sub !== 'string') return null;
    return payload.aud === AUDIENCIA || esBajaAntigua(payload) ? payload.sub : null;
  } catch {
    return null;
  }
}
