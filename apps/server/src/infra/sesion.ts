import { createHash, randomBytes } from 'node:crypto';
import type { Rol } from '@barberia/shared';
import { jwtVerify, SignJWT } from 'jose';
import { claveHmac } from '../lib/clave-hmac.js';

export interface UsuarioSesion {
  id: string;
  rol: Rol;
}

/** What an access token says: the user, and the generation of their sessions it was issued in. */
export interface SesionDelToken extends UsuarioSesion {
  version: number;
}

export interface TokenSettings {
  secret: Uint8Array;
  accessMinutes: number;
  refreshDays: number;
}

const ISSUER = 'barberia';

/** Short-lived and stateless: the server checks it without touching the database. */
export async function firmarAccessToken(
  usuario: UsuarioSesion & { versionSesion: number },
  settings: TokenSettings,
  ahora: Date,
): Promise<string> {
  const iat = Math.floor(ahora.getTime() / 1000);
  return new SignJWT({ rol: usuario.rol, sv: usuario.versionSesion })
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
): Promise<SesionDelToken | null> {
  try {
    const { payload } = await jwtVerify(token, await claveHmac(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ahora,
    });
    if (typeof payload.sub !== 'string' || (payload.rol !== 'admin' && payload.rol !== 'barbero'))
      return null;
    // A token from before session generations existed belongs to generation 0.
    const version = typeof payload.sv === 'number' && Number.isInteger(payload.sv) ? payload.sv : 0;
    return { id: payload.sub, rol: payload.rol, version };
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

/** How long a device stays known after its last successful login. */
export const DIAS_DISPOSITIVO = 180;
const TIPO_DISPOSITIVO = 'dispositivo';
const huellaDeCuenta = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/**
 * The «known device» mark (OWASP's device cookie): signed, for one account (its e-mail's hash, so the
 * cookie itself names nobody), with a random id of its own under which this device's failures are counted.
 */
export async function firmarDispositivo(email: string, settings: TokenSettings, ahora: Date) {
  const iat = Math.floor(ahora.getTime() / 1000);
  return new SignJWT({ typ: TIPO_DISPOSITIVO })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(huellaDeCuenta(email))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + DIAS_DISPOSITIVO * 86_400)
    .sign(await claveHmac(settings.secret));
}

/** The device's id when the mark is genuine, unexpired and for this account; null otherwise. */
export async function verificarDispositivo(
  marca: string,
  email: string,
  settings: TokenSettings,
  ahora: Date,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(marca, await claveHmac(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ahora,
      subject: huellaDeCuenta(email),
    });
    return payload.typ === TIPO_DISPOSITIVO && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}
