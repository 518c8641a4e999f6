import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { claveHmac } from '../../lib/clave-hmac.js';

/**
 * A client's proof (docs/decisions/011): `correo` came through the mailbox and covers every hour of
 * that address; `hora` is what the booking answer gives the device that booked, and covers only that
 * hour, because booking with someone else's address proves nothing about owning it.
 */
export type TokenCliente = { email: string } & (
  | { tipo: 'correo' }
  | { tipo: 'hora'; horaAgendadaId: string }
);

/** Its own audience: an access token is never a client token, nor the reverse (those carry `rol`). */
export const AUDIENCIA_CLIENTE = 'cliente';
const AUDIENCIA = AUDIENCIA_CLIENTE;
const ISSUER = 'barberia';
/** A request holds the proofs of one device: a few bookings and perhaps a mailed link. */
const MAXIMO_POR_SOLICITUD = 20;

export async function firmarTokenCliente(
  prueba: TokenCliente,
  expira: Date,
  secret: Uint8Array,
  ahora: Date,
): Promise<string> {
  return new SignJWT(prueba.tipo === 'hora' ? { hora: prueba.horaAgendadaId } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(prueba.email.toLowerCase())
    .setAudience(AUDIENCIA)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(ahora.getTime() / 1000))
    .setExpirationTime(Math.floor(expira.getTime() / 1000))
    .sign(await claveHmac(secret));
}

/**
 * The «Te toca volver» opt-out links mailed before issue 41 carried a `correo` proof valid 365 days to the
 * second: a key to every hour of the address for a year. That lifetime tells them apart (every other
 * `correo` proof ends when its hour ends or a day after it was asked for, never a year to the second
 * after it was signed), so they are no client proof any more; the opt-out page still takes them until they expire.
 */
const VIGENCIA_BAJA_ANTIGUA_S = 365 * 24 * 3600;
export const esBajaAntigua = (p: JWTPayload) =>
  p.hora === undefined &&
  typeof p.exp === 'number' &&
  typeof p.iat === 'number' &&
  p.exp - p.iat === VIGENCIA_BAJA_ANTIGUA_S;

async function verificarUno(token: string, secret: Uint8Array, ahora: Date): Promise<TokenCliente | null> {
  try {
    const { payload } = await jwtVerify(token, await claveHmac(secret), {
      audience: AUDIENCIA,
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: ahora,
    });
    if (typeof payload.sub !== 'string' || esBajaAntigua(payload)) return null;
    if (payload.hora === undefined) return { tipo: 'correo', email: payload.sub };
    return typeof payload.hora === 'string'
      ? { tipo: 'hora', email: payload.sub, horaAgendadaId: payload.hora }
      : null;
  } catch {
    return null;
  }
}

/** The valid proofs of a request's `X-Token-Cliente` header (comma-separated); the rest are ignored. */
export async function verificarTokensCliente(
  cabecera: string | undefined,
  secret: Uint8Array,
  ahora: Date,
): Promise<TokenCliente[]> {
  const tokens = (cabecera ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, MAXIMO_POR_SOLICITUD);
  const verificados = await Promise.all(tokens.map((t) => verificarUno(t, secret, ahora)));
  return verificados.filter((p): p is TokenCliente => p !== null);
}

/** Whether these proofs let their holder see, cancel or move this booked hour. */
export function cubreHora(pruebas: TokenCliente[], hora: { id: string; email: string }): boolean {
  const email = hora.email.toLowerCase();
  return pruebas.some((p) => p.email === email && (p.tipo === 'correo' || p.horaAgendadaId === hora.id));
}

/** Whether these proofs came through the mailbox of `email` itself (what spending its credit needs). */
export function pruebaDelCorreo(pruebas: TokenCliente[], email: string): boolean {
  const buscado = email.toLowerCase();
  return pruebas.some((p) => p.tipo === 'correo' && p.email === buscado);
}
