import { jwtVerify, SignJWT } from 'jose';
import { claveHmac } from '../../lib/clave-hmac.js';

/**
 * The proof of a waitlist entry (decision 043): mailed in its link, answered at joining. Its own audience,
 * so it is never a client's booking proof nor a session, and neither of those is one of these. The joining
 * mail's link also says it came through the mailbox (`correo`): only that one confirms the entry (decision
 * 053), because the answer at joining goes to whoever typed the address.
 */
const AUDIENCIA = 'espera';
const ISSUER = 'barberia';

export async function firmarTokenEspera(
  entradaId: string,
  expira: Date,
  secret: Uint8Array,
  ahora: Date,
  porCorreo = false,
) {
  return new SignJWT(porCorreo ? { correo: true } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(entradaId)
    .setAudience(AUDIENCIA)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(ahora.getTime() / 1000))
    .setExpirationTime(Math.floor(expira.getTime() / 1000))
    .sign(await claveHmac(secret));
}

/** What `token` proves about entry `entradaId`: nothing (null), or the entry, and whether by its mailbox. */
export async function pruebaDeEntrada(
  token: string | undefined,
  entradaId: string,
  secret: Uint8Array,
  ahora: Date,
): Promise<{ porCorreo: boolean } | null> {
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, await claveHmac(secret), {
      audience: AUDIENCIA,
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ahora,
    });
    return payload.sub === entradaId ? { porCorreo: payload.correo === true } : null;
  } catch {
    return null;
  }
}
