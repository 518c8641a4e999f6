import { createHash, randomBytes } from 'node:crypto';
import type { Rol } from '@barberia/shared';
import { jwtVerify, SignJWT } from 'jose';
import { claveHmac } from '../../lib/clave-hmac.js';

export interface UsuarioSesion {
  id: string;
  rol: Rol;
}

export interface TokenSettings {
  secret: Uint8Array;
  accessMinutes: number;
  refreshDays: number;
}

const ISSUER = 'barberia';

/** Short-lived and stateless: the server checks it without touching the database. */
export async function firmarAccessToken(
  usuario: UsuarioSesion,
  settings: TokenSettings,
  ahora: Date,
): Promise<string> {
  const iat = Math.floor(ahora.getTime() / 1000);
  return new SignJWT({ rol: usuario.rol })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(usuario.id)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + settings.accessMinutes * 60)
    .sign(await claveHmac(settings.secret));
}

export async function verificarAccessToken(
  token: string,
  settings: TokenSettings,
  ahora: Date,
): Promise<UsuarioSesion | null> {
  try {
    const { payload } = await jwtVerify(token, await claveHmac(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ahora,
    });
    if (typeof payload.sub !== 'string' || (payload.rol !== 'admin' && payload.rol !== 'barbero'))
      return null;
    return { id: payload.sub, rol: payload.rol };
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function nuevoRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
