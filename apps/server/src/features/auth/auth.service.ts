import { randomUUID } from 'node:crypto';
import type { LoginRespuesta, Perfil, Rol, Tokens } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import {
  firmarAccessToken,
  firmarDispositivo,
  hashRefreshToken,
  nuevoRefreshToken,
  type TokenSettings,
  verificarDispositivo,
} from '../../infra/sesion.js';
import * as usuarios from '../../infra/usuarios.repository.js';
import { verificarContrasena, verificarSeñuelo } from '../../lib/contrasenas.js';
import * as repo from './auth.repository.js';

export type AuthDeps = Pick<Deps, 'db' | 'clock'> & { tokens: TokenSettings };

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
    usuario: { id: string; rol: Rol; versionSesion: number },
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
     * gets in with the right password as soon as the wait elapses (docs/decisions/020). A device that
     * logged in to this account before (`dispositivo`, its signed mark) counts its failures under its own
     * id instead: strangers' guesses never make the owner wait, and a stolen mark still meets the waits.
     * Each success answers a fresh mark.
     */
    async login(
      email: string,
      password: string,
      dispositivo?: string,
    ): Promise<{ respuesta: LoginRespuesta; dispositivo: string }> {
      const cuenta = email.trim().toLowerCase();
      const ahora = clock();
      const conocido = dispositivo ? await verificarDispositivo(dispositivo, cuenta, tokens, ahora) : null;
      // The failures' key: the account, or this device of the account.
      const clave = conocido ? `${cuenta}#${conocido}` : cuenta;
      const esperaHasta = await repo.tomarTurnoLogin(db, clave, ahora);
      if (esperaHasta) {
        const error = new AppError('CUENTA_EN_ESPERA');
        error.reintentarEn = Math.max(1, Math.ceil((esperaHasta.getTime() - ahora.getTime()) / 1000));
        throw error;
      }
      const usuario = await usuarios.buscarUsuarioPorEmail(db, email);
      const valido = usuario
        ? await verificarContrasena(usuario.passwordHash, password)
        : await verificarSeñuelo(password);
      if (!usuario || !valido) {
        await repo.registrarFalloLogin(db, clave, ahora);
        throw new AppError('CREDENCIALES_INVALIDAS');
      }
      // A known device's success forgets its own failures, not strangers' against the account.
      await repo.olvidarFallosLogin(db, clave);
      const token = await emitirTokens(db, usuario, randomUUID());
      return {
        respuesta: { ...perfilDe(usuario), token },
        dispositivo: await firmarDispositivo(cuenta, tokens, ahora),
      };
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
