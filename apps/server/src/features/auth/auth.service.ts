import { randomUUID } from 'node:crypto';
import type { LoginRespuesta, Perfil, Rol, Tokens } from '@barberia/shared';
import argon2 from 'argon2';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as usuarios from '../usuarios/usuarios.repository.js';
import * as repo from './auth.repository.js';
import { firmarAccessToken, hashRefreshToken, nuevoRefreshToken, type TokenSettings } from './tokens.js';

export type AuthDeps = Pick<Deps, 'db' | 'clock'> & { tokens: TokenSettings };

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
const HASH_SEÑUELO = argon2.hash('contraseña-que-nadie-usa');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function perfilDe(u: {
  id: string;
  nombre: string;
  email: string;
  activo: boolean;
  rol: Rol;
}): Perfil {
  return { _id: u.id, nombre: u.nombre, email: u.email, activo: u.activo, rol: u.rol };
}

export function crearAuthService({ db, tokens, clock }: AuthDeps) {
  async function emitirTokens(
    tx: Executor,
    usuario: { id: string; rol: Rol },
    familia: string,
  ): Promise<Tokens> {
    const ahora = clock();
    const refresh = nuevoRefreshToken();
    await repo.guardarRefreshToken(tx, {
      usuarioId: usuario.id,
      familia,
      tokenHash: refresh.hash,
      expiraEn: new Date(ahora.getTime() + tokens.refreshDays * 86_400_000),
    });
    return { accessToken: await firmarAccessToken(usuario, tokens, ahora), refreshToken: refresh.token };
  }

  return {
    /**
     * Failures are counted per account (any e-mail, existing or not) with growing waits after
     * UMBRAL_FALLOS: a guesser spread over many addresses is slowed to a few tries an hour, and the owner
     * gets in with the right password as soon as the wait elapses (docs/decisions/020).
     */
    async login(email: string, password: string): Promise<LoginRespuesta> {
      const cuenta = email.trim().toLowerCase();
      const ahora = clock();
      const esperaHasta = await repo.tomarTurnoLogin(db, cuenta, ahora);
      if (esperaHasta) {
        const error = new AppError('CUENTA_EN_ESPERA');
        error.reintentarEn = Math.max(1, Math.ceil((esperaHasta.getTime() - ahora.getTime()) / 1000));
        throw error;
      }
      const usuario = await usuarios.buscarUsuarioPorEmail(db, email);
      const valido = usuario
        ? await argon2.verify(usuario.passwordHash, password)
        : await argon2.verify(await HASH_SEÑUELO, password).then(() => false);
      if (!usuario || !valido) {
        await repo.registrarFalloLogin(db, cuenta, ahora);
        throw new AppError('CREDENCIALES_INVALIDAS');
      }
      await repo.olvidarFallosLogin(db, cuenta);
      const token = await emitirTokens(db, usuario, randomUUID());
      return { ...perfilDe(usuario), token };
    },

    /** Rotates on every use; a token used twice means it leaked, so its whole family is revoked. */
    async refresh(refreshToken: string): Promise<Tokens> {
      const ahora = clock();
      const resultado = await db.transaction(async (tx) => {
        const fila = await repo.tomarRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!fila) return null;
        if (fila.usadoEn || fila.revocadoEn) {
          await repo.revocarFamilia(tx, fila.familia, ahora);
          return null;
        }
        if (fila.expiraEn.getTime() <= ahora.getTime()) return null;
        const usuario = await usuarios.buscarUsuarioPorId(tx, fila.usuarioId);
        if (!usuario) return null;
        await repo.marcarUsado(tx, fila.id, ahora);
        return emitirTokens(tx, usuario, fila.familia);
      });
      if (!resultado) throw new AppError('TOKEN_INVALIDO');
      return resultado;
    },

    async perfil(id: string): Promise<Perfil> {
      const usuario = await usuarios.buscarUsuarioPorId(db, id);
      if (!usuario) throw new AppError('TOKEN_INVALIDO');
      return perfilDe(usuario);
    },
  };
}

export type AuthService = ReturnType<typeof crearAuthService>;
